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

/** True when the mode's own module exists (its destination is a screen of the route table). */
export const modeBuilt = (mode: string, isBuilt: (path: string) => boolean = isBuiltPath): boolean => {
  const destination = modeInfo(mode)?.destination;
  return Boolean(destination && isBuilt(destination));
};

/**
 * Whether a mode may be chosen (issue 13 §2): its module exists, or it is the chosen account's own
 * mode (the account works in it; it then starts on the dashboard, and the screen says so). Every other
 * mode whose module does not exist yet is shown disabled, marked 'coming soon'.
 */
export const modeSelectable = (
  mode: string,
  accountMode: string | null | undefined,
  isBuilt: (path: string) => boolean = isBuiltPath,
): boolean => mode === accountMode || modeBuilt(mode, isBuilt);
