import { modeInfo } from '@lanehub/shared/constants/modes';
import { isBuiltPath } from '../../app/built-paths';

export const FALLBACK_DESTINATION = '/dashboard';

// The mode's destination (spec 01 §2.2); a module that is not built yet falls back to the dashboard
// rather than to a page that is not there. Built-ness is read from the route table, so a mode's
// destination takes over by itself once its module's route exists.
export const destinationOf = (mode: string, isBuilt: (path: string) => boolean = isBuiltPath): string => {
  const destination = modeInfo(mode)?.destination ?? FALLBACK_DESTINATION;
  return isBuilt(destination) ? destination : FALLBACK_DESTINATION;
};

// 'Order' goes to the shipments list (spec 01 §2.2; View Shipments is /orders/all).
export const SHIPMENTS_LIST = '/orders/all';
export const ordersDestination = (isBuilt: (path: string) => boolean = isBuiltPath): string =>
  isBuilt(SHIPMENTS_LIST) ? SHIPMENTS_LIST : FALLBACK_DESTINATION;
