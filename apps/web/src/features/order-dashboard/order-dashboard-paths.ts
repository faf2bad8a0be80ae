import type { TOrderAttention } from '@lanehub/shared/features/orders/orders.contract';
import type { TOrderMode, TOrderStatus } from '@lanehub/shared/orders/order-model';

export const ORDER_DASHBOARD_PATH = '/orders/dashboard';

// The orders list's URL filters (features/orders: mode, status, stage, attention): where each figure leads.
const ORDERS_ALL = '/orders/all';

const listPath = (filters: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined) {
      params.set(name, String(value));
    }
  }
  const query = params.toString();
  return query ? `${ORDERS_ALL}?${query}` : ORDERS_ALL;
};

export const ordersListPath = (mode: TOrderMode | null) => listPath({ mode });
export const ordersByStatusPath = (mode: TOrderMode | null, status: TOrderStatus) => listPath({ mode, status });
export const ordersByStagePath = (mode: TOrderMode | null, stage: number) => listPath({ mode, stage });
export const ordersByAttentionPath = (mode: TOrderMode | null, attention: TOrderAttention) =>
  listPath({ mode, attention });
