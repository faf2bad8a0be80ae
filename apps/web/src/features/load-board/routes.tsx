import type { RouteObject } from 'react-router';

const board = async () => ({ Component: (await import('./pages/load-board-page')).LoadBoardPage });
const revenue = async () => ({ Component: (await import('./pages/revenue-page')).RevenuePage });

// Spec 01 §2.3: /road/load-board, /company/anwork/load-board (the same screen from the ANwork menu)
// and /road/revenue.
export const loadBoardRoutes = (): RouteObject[] => [
  { path: '/road/load-board', lazy: board },
  { path: '/company/anwork/load-board', lazy: board },
  { path: '/road/revenue', lazy: revenue },
];
