import type { TOrderChangeLogEntry } from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import type { XlsxColumn } from '../../platform/xlsx-export';
import type { ChangeLogRow } from './order-changelog.queries';

// What a reader sees of an order event. The owner (and a system administrator) sees who made each
// change; a party company sees what changed and which company made it, never the owner's users, and
// nobody is shown an internal id (the order's own id, a location's id…): the log keeps names.

export type Viewer = 'owner' | 'party' | 'admin';

/** Fields never shown: ids, which name rows the reader cannot open (and may be another company's). */
const isInternalId = (field: string) => field === 'id' || /Id$/.test(field) || /Ids$/.test(field);

const changesOf = (row: ChangeLogRow) => {
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])]
    .filter((field) => !isInternalId(field))
    .sort();
  return fields.map((field) => ({
    field,
    before: row.before?.[field] ?? null,
    after: row.after?.[field] ?? null,
  }));
};

/** A tracking event names the company that reported it; every other change is the owner's. */
const companyOf = (row: ChangeLogRow) => {
  const reportedBy = row.type === 'order.tracked' ? row.after?.reportedBy : null;
  return typeof reportedBy === 'string' && reportedBy !== '' ? reportedBy : (row.companyName ?? null);
};

export const toEntry = (row: ChangeLogRow, viewer: Viewer): TOrderChangeLogEntry => ({
  id: viewer === 'party' ? `${row.orderId}-${row.sequence}` : row.id,
  orderId: row.orderId,
  orderNumber: row.orderNumber ?? null,
  companyName: row.companyName ?? null,
  sequence: row.sequence,
  type: row.type,
  action: row.type.replace(/^order\./, ''),
  occurredAt: row.occurredAt.toISOString(),
  byEmail: viewer === 'party' ? null : (row.actorEmail ?? null),
  byName: viewer === 'party' ? null : (row.actorName ?? null),
  byCompany: companyOf(row),
  changes: changesOf(row),
});

const shown = (value: unknown): string => {
  if (value === null || value === undefined) {
    return '';
  }
  if (Array.isArray(value)) {
    return value.map(shown).join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The Excel columns of the change log: one row per event, its changes as "field: before → after" lines. */
export const changeLogColumns = (withCompany: boolean): XlsxColumn<TOrderChangeLogEntry>[] => [
  { header: 'Time', kind: 'dateTime', width: 18, value: (e) => e.occurredAt },
  ...(withCompany
    ? [{ header: 'Company', kind: 'text' as const, width: 28, value: (e: TOrderChangeLogEntry) => e.companyName }]
    : []),
  { header: 'Order number', kind: 'text', width: 18, value: (e) => e.orderNumber },
  { header: 'Action', kind: 'text', value: (e) => e.action },
  { header: 'Sequence', kind: 'number', value: (e) => e.sequence },
  { header: 'By', kind: 'text', width: 28, value: (e) => e.byEmail ?? '' },
  { header: 'By company', kind: 'text', width: 28, value: (e) => e.byCompany },
  { header: 'Changed fields', kind: 'text', width: 30, value: (e) => e.changes.map((c) => c.field).join(', ') },
  {
    header: 'Changes',
    kind: 'text',
    width: 60,
    value: (e) => e.changes.map((c) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`).join('\n'),
  },
];
