import type { TSettingsAccount } from '@lanehub/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// GET /api/lanehub-core/settings/accounts/:id → one account of the company.
export const useSettingsAccount = (id: string) =>
  useQuery({
    queryKey: settingsKeys.account(id),
    queryFn: async ({ signal }) =>
      (await api.get<TSettingsAccount>(`${SETTINGS_API.accounts}/${encodeURIComponent(id)}`, { signal })).data,
  });
