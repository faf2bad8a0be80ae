import type { RouteObject } from 'react-router';
import {
  DETAIL_MODES,
  MODE_LIST_KINDS,
  ORDER_DESTINATION_PATH,
  ORDER_ENTRY_PATH,
  ORDER_START_PATH,
  ORDERS_ALL_PATH,
} from './order-paths';

const list = async () => ({ Component: (await import('./pages/orders-list-page')).OrdersListPage });
const modeList = async () => ({ Component: (await import('./pages/orders-list-page')).ModeOrdersListPage });
const detail = async () => ({ Component: (await import('./pages/order-detail-page')).OrderDetailPage });
const start = async () => ({ Component: (await import('./pages/order-start-page')).OrderStartPage });
const destination = async () => ({
  Component: (await import('./pages/order-destination-page')).OrderDestinationPage,
});
const entry = async () => ({ Component: (await import('./pages/order-entry-page')).OrderEntryPage });

// The order screens (issue 14; spec 01 §2.3 Orders): lists, detail and the order entry.
export const orderRoutes = (): RouteObject[] => [
  { path: '/orders', lazy: list },
  { path: ORDERS_ALL_PATH, lazy: list },
  ...Object.keys(MODE_LIST_KINDS).map((kind) => ({ path: `/orders/${kind}/order-list`, lazy: modeList })),
  { path: '/orders/order-detail/:id', lazy: detail },
  ...DETAIL_MODES.map((mode) => ({ path: `/orders/${mode}/:id`, lazy: detail })),
  { path: ORDER_ENTRY_PATH, lazy: entry },
  { path: `${ORDER_ENTRY_PATH}/:orderType/:id`, lazy: entry },
  { path: ORDER_START_PATH, lazy: start },
  { path: ORDER_DESTINATION_PATH, lazy: destination },
];
