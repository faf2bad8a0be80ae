import type { TSettingsAccount, TSettingsAccountUpdate } from '@lanehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// PUT /api/lanehub-core/settings/accounts/:id { accountType, mode, manageBy, enable }.
export const useUpdateAccount = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TSettingsAccountUpdate) =>
      api.put<TSettingsAccount>(`${SETTINGS_API.accounts}/${encodeURIComponent(id)}`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.accounts }),
  });
};
