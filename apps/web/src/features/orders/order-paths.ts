import type { TOrderMode } from '@lanehub/shared/orders/order-model';

// The order screens' addresses (spec 01 §2.3 Orders; issue 14).
export const ORDERS_ALL_PATH = '/orders/all';
export const ORDER_ENTRY_PATH = '/orders/order-entry';
export const ORDER_START_PATH = '/orders/start';
export const ORDER_DESTINATION_PATH = '/orders/destination';

/** The per-mode lists `/orders/<kind>-orders/order-list` and the mode each one fixes. */
export const MODE_LIST_KINDS: Readonly<Record<string, TOrderMode>> = {
  'ocean-orders': 'ocean',
  'road-orders': 'road',
  'rail-orders': 'rail',
  'drayage-chassis-orders': 'drayage',
  'integrated-shipping-orders': 'integrated',
};

/** The per-mode detail addresses `/orders/<mode>/:id` and their mode. */
export const DETAIL_MODES = ['road', 'rail', 'ocean', 'air', 'drayage'] as const;

export const orderDetailPath = (id: string) => `/orders/order-detail/${encodeURIComponent(id)}`;
export const orderEditPath = (mode: TOrderMode, id: string) =>
  `${ORDER_ENTRY_PATH}/${encodeURIComponent(mode)}/${encodeURIComponent(id)}`;
