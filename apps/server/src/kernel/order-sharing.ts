import type { TOrderPartyRole } from '@lanehub/shared/features/orders/orders.contract';
import { orderParties, orders } from '../db/schema';
import { defineSharing } from '../platform/sharing';

// The order's one sharing declaration (DOMAIN.md §3: owned by one company, seen by the companies named
// on it as parties). The orders feature and its extensions use it through orders.queries.ts; it lives in
// the kernel so that a feature outside the order's aggregate (the AI area's orders per lane, issue 18)
// reads the orders a company owns or is a party to through the same declaration, not a copy.
export const orderSharing = defineSharing<TOrderPartyRole>(orders, orderParties, orderParties.orderId);
