import type { TCompanyUser } from '@lanehub/shared/features/settings/settings.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// GET /api/lanehub-core/users/:id → one user of the company.
export const useCompanyUser = (id: string) =>
  useQuery({
    queryKey: settingsKeys.user(id),
    queryFn: async ({ signal }) =>
      (await api.get<TCompanyUser>(`${SETTINGS_API.users}/${encodeURIComponent(id)}`, { signal })).data,
  });
