// The purchase-order screens' addresses, in a file that imports nothing: the manifest's routes (in every
// first load) take them from here, so the API module (zod contracts, TanStack Query) stays out of /login's
// first load (lazy-chunks.test.ts).
export const PO_LIST_PATH = '/orders/purchase-order';
export const PO_ENTRY_PATH = '/orders/purchase-order/entry';
export const poDetailPath = (id: string) => `${PO_LIST_PATH}/${encodeURIComponent(id)}`;
/** The order detail screen (the orders feature's route; features do not import each other). */
export const ORDER_DETAIL_PATH = '/orders/order-detail';
export const poEditPath = (id: string) => `${poDetailPath(id)}/edit`;
