import { TABLE_PAGE_SIZE } from '@lanehub/shared';
import { useState } from 'react';

// The hierarchy's lists are small and come whole from the server; the table shows them 10 at a time.
export const usePage = <Row>(rows: readonly Row[] | undefined) => {
  const [skip, setSkip] = useState(0);
  const all = rows ?? [];
  // A deletion may empty the last page: show the page before it.
  const start =
    skip >= all.length && skip > 0
      ? Math.max(0, Math.floor((all.length - 1) / TABLE_PAGE_SIZE) * TABLE_PAGE_SIZE)
      : skip;
  return {
    rows: all.slice(start, start + TABLE_PAGE_SIZE),
    total: all.length,
    skip: start,
    limit: TABLE_PAGE_SIZE,
    onSkipChange: setSkip,
  };
};
