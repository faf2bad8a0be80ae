// Shipment Control's addresses (spec 01 §2.3 Orders: /orders/order-management and its /create).
export const CONTROL_PATH = '/orders/order-management';
export const CONTROL_CREATE_PATH = '/orders/order-management/create';
export const orderDetailPath = (id: string) => `/orders/order-detail/${encodeURIComponent(id)}`;
