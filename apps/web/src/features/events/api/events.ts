import type { TAdminCompany } from '@lanehub/shared/features/admin/admin.contract';
import type {
  TDomainEvent,
  TEventActor,
  TEventFilters,
  TEventRecordName,
} from '@lanehub/shared/features/events/events.contract';
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

// The filters' pickers: users who made changes, records the log names, and (admin) companies, each
// searched by name on the server (the list kit's search), 20 at a time.

export type NameOption = { value: string; label: string };
export type NameSource = 'actors' | 'records' | 'companies';

const NAME_LIMIT = 20;

const namePath = (scope: EventLogScope, source: NameSource) =>
  source === 'companies' ? '/admin/companies' : `${PATHS[scope]}/${source}`;

export const useEventNames = (
  scope: EventLogScope,
  source: NameSource,
  search: string,
  extra: { aggregateType?: string | undefined; companyId?: string | undefined } = {},
) =>
  useQuery({
    queryKey: ['events', 'names', scope, source, search, extra] as const,
    queryFn: async ({ signal }): Promise<NameOption[]> => {
      const query: Record<string, string | number> = { limit: NAME_LIMIT };
      if (search) {
        query.search = search;
      }
      if (source === 'companies') {
        query.sort = 'legalName';
        const { data } = await api.get<TAdminCompany[]>(namePath(scope, source), { query, signal });
        return data.map((company) => ({ value: company.id, label: company.legalName }));
      }
      if (source === 'records') {
        for (const [key, value] of Object.entries(extra)) {
          if (value) {
            query[key] = value;
          }
        }
        const { data } = await api.get<TEventRecordName[]>(namePath(scope, source), { query, signal });
        return data.map((record) => ({ value: record.aggregateId, label: record.name }));
      }
      const { data } = await api.get<TEventActor[]>(namePath(scope, source), { query, signal });
      return data.map((actor) => ({
        value: actor.id,
        label: actor.name ? `${actor.name} (${actor.email})` : actor.email,
      }));
    },
    placeholderData: keepPreviousData,
  });
