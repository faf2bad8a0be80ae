import type { TCompanySubscriptions } from '@lanehub/shared/features/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Settings → Subscription: GET /api/settings/subscriptions (the caller's company, read only)
export const useOwnSubscriptions = () =>
  useQuery({
    queryKey: ['settings', 'subscriptions'] as const,
    queryFn: async ({ signal }) => (await api.get<TCompanySubscriptions>('/settings/subscriptions', { signal })).data,
  });
