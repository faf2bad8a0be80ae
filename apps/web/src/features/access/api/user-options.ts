import type { TCompanyUser } from '@lanehub/shared/features/settings/settings.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API, accessKeys } from './access-keys';

// GET /api/lanehub-core/users?limit=1000: the users to choose from in the permission view.
export const useUserOptions = () =>
  useQuery({
    queryKey: accessKeys.userOptions,
    queryFn: async ({ signal }) =>
      (await api.get<TCompanyUser[]>(ACCESS_API.users, { query: { limit: 1000 }, signal })).data,
  });
