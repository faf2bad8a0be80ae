import type { RouteObject } from 'react-router';
import { CONTROL_CREATE_PATH, CONTROL_PATH } from './order-control-paths';

const list = async () => ({ Component: (await import('./pages/shipment-control-page')).ShipmentControlPage });
const create = async () => ({
  Component: (await import('./pages/shipment-control-create-page')).ShipmentControlCreatePage,
});

export const orderControlRoutes = (): RouteObject[] => [
  { path: CONTROL_PATH, lazy: list },
  { path: CONTROL_CREATE_PATH, lazy: create },
];
