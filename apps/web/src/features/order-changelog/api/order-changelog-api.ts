import type {
  TAdminOrderListQuery,
  TAdminOrderRow,
  TOrderChangeLogEntry,
  TOrderChangeLogFilters,
} from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

// The order change log: one order's (GET /api/lanehub-core/order/:id/changelogs, every company that
// sees it), the company's (…/order/changelogs) and every company's (GET /api/admin/order-changelogs,
// system administrators); the Excel files; every company's orders (GET /api/admin/orders).

const ORDER_API = '/lanehub-core/order';
const ADMIN_LOG_API = '/admin/order-changelogs';

export type ChangeLogFilters = TOrderChangeLogFilters & { companyId?: string | undefined };

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number>;

// One order's log sits under the orders feature's key (['orders', …]): every order write there
// invalidates ['orders'], so the section shows a change as soon as the order is saved or tracked.
export const changeLogKeys = {
  all: ['order-changelog'] as const,
  order: (orderId: string, cursor: string | null) => ['orders', 'changelog', orderId, cursor] as const,
  admin: (filters: ChangeLogFilters, cursor: string | null) => ['order-changelog', 'admin', filters, cursor] as const,
  orders: (params: TAdminOrderListQuery) => ['order-changelog', 'admin-orders', params] as const,
};

const PAGE_SIZE = 25;

const pageOf = async (path: string, query: Record<string, string | number>, signal: AbortSignal) => {
  const { data, meta } = await api.get<TOrderChangeLogEntry[]>(path, { query, signal });
  return {
    rows: Array.isArray(data) ? data : [],
    nextCursor: typeof meta.nextCursor === 'string' ? meta.nextCursor : null,
  };
};

export const useOrderChangeLog = (orderId: string, cursor: string | null, enabled = true) =>
  useQuery({
    enabled,
    queryKey: changeLogKeys.order(orderId, cursor),
    queryFn: ({ signal }) =>
      pageOf(`${ORDER_API}/${encodeURIComponent(orderId)}/changelogs`, defined({ limit: PAGE_SIZE, cursor }), signal),
    placeholderData: keepPreviousData,
  });

export const useAdminChangeLog = (filters: ChangeLogFilters, cursor: string | null) =>
  useQuery({
    queryKey: changeLogKeys.admin(filters, cursor),
    queryFn: ({ signal }) => pageOf(ADMIN_LOG_API, defined({ ...filters, limit: PAGE_SIZE, cursor }), signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (params: TAdminOrderListQuery) =>
  useQuery({
    queryKey: changeLogKeys.orders(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TAdminOrderRow[]>('/admin/orders', { query: defined(params), signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: typeof meta.nextCursor === 'string' ? meta.nextCursor : null,
      };
    },
    placeholderData: keepPreviousData,
  });

export const CHANGE_LOG_PAGE_SIZE = PAGE_SIZE;

const EXPORT_TIMEOUT_MS = 120_000;

const save = async (path: string, query: Record<string, string | number>, fallbackName: string) => {
  const { blob, fileName } = await downloadFile(path, { query, timeoutMs: EXPORT_TIMEOUT_MS });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

/** One order's change log as the Excel file the browser saves. */
export const downloadOrderChangeLog = (orderId: string) =>
  save(`${ORDER_API}/${encodeURIComponent(orderId)}/changelogs/download`, {}, 'order-change-log.xlsx');

/** Every company's (or one company's) order change log, filtered, as Excel. */
export const downloadAdminChangeLog = (filters: ChangeLogFilters) =>
  save(`${ADMIN_LOG_API}/export-excel`, defined({ ...filters }), 'order-change-log-all.xlsx');

/** The orders list, with its current filters, as Excel (the list's paging left out). */
export const downloadOrdersExcel = (params: Record<string, unknown>) => {
  const { skip: _skip, limit: _limit, cursor: _cursor, ...filters } = params;
  return save(`${ORDER_API}/export-excel`, defined(filters), 'orders.xlsx');
};

/** The companies for the admin screens' company filter (approved members, by name, the first 1000). */
export const useAdminCompanyOptions = () =>
  useQuery({
    queryKey: ['order-changelog', 'companies'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<Array<{ id: string; legalName: string }>>('/admin/companies', {
        query: { limit: 1000, sort: 'legalName', approvalStatus: 'approved' },
        signal,
      });
      return (Array.isArray(data) ? data : []).map((company) => ({ value: company.id, label: company.legalName }));
    },
  });
