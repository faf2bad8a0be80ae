import type { RouteObject } from 'react-router';
import { PO_ENTRY_PATH, PO_LIST_PATH } from './po-paths';

const list = async () => ({ Component: (await import('./pages/po-list-page')).PoListPage });
const detail = async () => ({ Component: (await import('./pages/po-detail-page')).PoDetailPage });
const entry = async () => ({ Component: (await import('./pages/po-entry-page')).PoEntryPage });

// Purchase orders (issue 15; spec 01 §2.3): the list, the entry, the detail and its edit.
export const poRoutes = (): RouteObject[] => [
  { path: PO_LIST_PATH, lazy: list },
  { path: PO_ENTRY_PATH, lazy: entry },
  { path: `${PO_LIST_PATH}/:id`, lazy: detail },
  { path: `${PO_LIST_PATH}/:id/edit`, lazy: entry },
];
