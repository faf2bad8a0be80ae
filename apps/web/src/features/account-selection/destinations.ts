import { modeInfo } from '@lanehub/shared';

// Modules that exist so far. The other modes' destinations (spec 01 §2.2) fall back to the
// dashboard until their module is built, rather than to a page that is not there.
const BUILT_DESTINATIONS = new Set(['/dashboard', '/dashboard/shipintuit']);

export const destinationOf = (mode: string): string => {
  const destination = modeInfo(mode)?.destination ?? '/dashboard';
  return BUILT_DESTINATIONS.has(destination) ? destination : '/dashboard';
};

// 'Order' goes to the shipments list (/orders/all) in the spec; the orders module is not built yet.
export const ORDERS_DESTINATION = '/dashboard';
