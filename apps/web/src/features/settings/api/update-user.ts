import type { TCompanyUser, TCompanyUserUpdate } from '@lanehub/shared/features/settings/settings.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// PUT /api/lanehub-core/users/:id { firstName, lastName, role, enabled }; disabling ends the user's sessions.
export const useUpdateUser = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TCompanyUserUpdate) =>
      api.put<TCompanyUser>(`${SETTINGS_API.users}/${encodeURIComponent(id)}`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.users }),
  });
};
