import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * TanStack Query's provider, as a layout route over every screen but the log-in (app/router.tsx): the
 * log-in fetches nothing through it, so its first load leaves TanStack Query out (about 9 KiB, issue 13
 * budgets). A client given higher up (tests give each test its own) is kept.
 */
export const QueryLayout = () =>
  useContext(QueryClientContext) ? (
    <Outlet />
  ) : (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
