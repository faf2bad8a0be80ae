import type { TCompanyAppServices } from '@lanehub/shared/features/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Settings → App Services: GET /api/settings/app-services (the services of the active subscription)
export const useOwnAppServices = () =>
  useQuery({
    queryKey: ['settings', 'app-services'] as const,
    queryFn: async ({ signal }) => (await api.get<TCompanyAppServices>('/settings/app-services', { signal })).data,
  });
