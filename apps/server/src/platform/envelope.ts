import type { TMeta } from '@lanehub/shared';

// Replies are `{ data, meta }` (DESIGN.md §4).
export const ok = <T>(data: T, meta: TMeta = {}) => ({ data, meta });
