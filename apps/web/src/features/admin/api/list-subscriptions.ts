import type { TSubscription, TSubscriptionListQuery } from '@lanehub/shared/features/admin/admin.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys, pageOf } from './admin-keys';

// GET /api/admin/subscriptions?search&companyId&status&skip&limit&sort&order → periods with their status today
export const useAdminSubscriptions = (params: TSubscriptionListQuery) =>
  useQuery({
    queryKey: adminKeys.subscriptions(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TSubscription[]>(`${ADMIN_API}/subscriptions`, { query: params, signal });
      return pageOf<TSubscription>(data, meta, params.skip ?? 0);
    },
    placeholderData: keepPreviousData,
  });
