import type { TOrderControl } from '@lanehub/shared/features/order-control/order-control.contract';
import type { TOrderMode } from '@lanehub/shared/orders/order-model';

// The create form's order lookup (spec 02 §4 "Order lookup: loading, then success with a locked form
// prefilled from the order; a clear-order action unlocks it. Cancel form resets everything."), as a
// reducer so each transition is plain to read and test.

export type LookupState = {
  phase: 'idle' | 'loading' | 'success' | 'error';
  mode: TOrderMode;
  orderNumber: string;
  /** The order found: the form is locked and prefilled from it. */
  order: TOrderControl | null;
  /** Who to assign the shipment to (the user's choice; prefilled with the order's assignee or me). */
  assigneeId: string | null;
  error: string | null;
};

export type LookupAction =
  | { type: 'mode'; mode: TOrderMode }
  | { type: 'number'; orderNumber: string }
  | { type: 'assignee'; assigneeId: string | null }
  | { type: 'lookup' }
  | { type: 'found'; order: TOrderControl; me: string | null }
  | { type: 'failed'; error: string }
  | { type: 'clearOrder' }
  | { type: 'cancel' };

export const INITIAL_LOOKUP: LookupState = {
  phase: 'idle',
  mode: 'ocean',
  orderNumber: '',
  order: null,
  assigneeId: null,
  error: null,
};

export const isLocked = (state: LookupState) => state.phase === 'loading' || state.phase === 'success';

export const lookupReducer = (state: LookupState, action: LookupAction): LookupState => {
  switch (action.type) {
    case 'mode':
      return isLocked(state) ? state : { ...state, mode: action.mode, error: null };
    case 'number':
      return isLocked(state) ? state : { ...state, orderNumber: action.orderNumber, error: null };
    case 'assignee':
      return { ...state, assigneeId: action.assigneeId };
    case 'lookup':
      return { ...state, phase: 'loading', order: null, error: null };
    case 'found':
      return {
        ...state,
        phase: 'success',
        order: action.order,
        mode: action.order.mode,
        orderNumber: action.order.orderNumber,
        assigneeId: action.order.assignedUserId ?? action.me,
        error: null,
      };
    case 'failed':
      return { ...state, phase: 'error', order: null, error: action.error };
    case 'clearOrder':
      // Unlocks the form: the mode stays chosen, the order and what came from it go.
      return { ...INITIAL_LOOKUP, mode: state.mode };
    case 'cancel':
      return INITIAL_LOOKUP;
  }
};
