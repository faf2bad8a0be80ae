import type { TDomainEvent, TEventFilters } from '@lanehub/shared/features/events/events.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

// The change log: the company's own (GET /api/lanehub-core/events, company administrators) or every
// company's (GET /api/admin/events, system administrators), newest first, paged by cursor.

export type EventLogScope = 'company' | 'admin';

export type EventLogFilters = TEventFilters & { companyId?: string | undefined };

const PATHS: Record<EventLogScope, string> = { company: '/lanehub-core/events', admin: '/admin/events' };

export const eventKeys = {
  all: ['events'] as const,
  page: (scope: EventLogScope, filters: EventLogFilters, cursor: string | null, limit: number) =>
    ['events', scope, filters, cursor, limit] as const,
};

const queryOf = (filters: EventLogFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export const useEventLog = (scope: EventLogScope, filters: EventLogFilters, cursor: string | null, limit: number) =>
  useQuery({
    queryKey: eventKeys.page(scope, filters, cursor, limit),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TDomainEvent[]>(PATHS[scope], {
        query: { ...queryOf(filters), limit, ...(cursor ? { cursor } : {}) },
        signal,
      });
      const nextCursor = typeof meta.nextCursor === 'string' ? meta.nextCursor : null;
      return { rows: Array.isArray(data) ? data : [], nextCursor };
    },
    placeholderData: keepPreviousData,
  });

const EXPORT_TIMEOUT_MS = 120_000;

/** The filtered log as a CSV or Excel file the browser saves. */
export const downloadEventLog = async (scope: EventLogScope, filters: EventLogFilters, format: 'csv' | 'xlsx') => {
  const { blob, fileName } = await downloadFile(`${PATHS[scope]}/export`, {
    query: { ...queryOf(filters), format },
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `change-log.${format}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};
