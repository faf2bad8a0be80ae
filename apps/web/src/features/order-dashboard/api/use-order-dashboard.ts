import type { TOrderDashboard } from '@lanehub/shared/features/order-dashboard/order-dashboard.contract';
import type { TOrderMode } from '@lanehub/shared/orders/order-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const orderDashboardKeys = { of: (mode: TOrderMode | null) => ['orders', 'dashboard', mode ?? 'all'] as const };

// GET /api/orders/dashboard?mode= → the figures of the orders the company owns or is a party to.
export const useOrderDashboard = (mode: TOrderMode | null) =>
  useQuery({
    queryKey: orderDashboardKeys.of(mode),
    queryFn: async ({ signal }) =>
      (await api.get<TOrderDashboard>('/orders/dashboard', { query: mode ? { mode } : {}, signal })).data,
    placeholderData: keepPreviousData,
  });
