import { z } from 'zod';
import { defineMessages } from '../../constants/messages';

// The change log (domain events): what the company administrator's "Change log" screen and the
// admin "Data Events" screen read. Pages are keyset cursors on (occurredAt, id), newest first.

export const EVENT_AGGREGATE_TYPES = [
  'company',
  'account',
  'location',
  'equipment',
  'user',
  'policy',
  'user-permission',
  'department',
  'hr-role',
  'hr-code',
  'product',
  'document',
  'invitation',
  'subscription',
  // A shipment order and what hangs on it (units, parties, shipment events).
  'order',
  // A bill of lading (its containers, linked orders and amendments).
  'bill-of-lading',
  // A contract and its rate cards (features/contracts).
  'contract',
  // A routing guide: one lane's ranked carriers (features/contracts).
  'routing-guide',
  // A road load of the load board and its bids (features/load-board).
  'load',
  // A purchase order with its line items and vendor (issue 15).
  'purchase-order',
  // A record of a registry resource (instructions, equipment types, the reference lists …); the event
  // type names the resource: 'load-types.created'.
  'record',
  // A planning session of the AI area (issue 18): created, stopped, deleted.
  'ai-session',
  // A saved column mapping of the import assistant (platform/imports).
  'import-mapping',
  // Freight accounting (issue 17): an invoice with its lines, a payment with its applications, a credit note.
  'invoice',
  'payment',
  'credit-note',
  // Demurrage and detention (issue 17): free-time terms, an early warning sent, a dispute.
  'dnd-terms',
  'dnd-warning',
  'dnd-dispute',
] as const;
export type TEventAggregateType = (typeof EVENT_AGGREGATE_TYPES)[number];

export const EVENT_PAGE_LIMIT = 200;
/** Rows an export writes at most (newest first); the filters narrow a bigger log. */
export const EVENT_EXPORT_LIMIT = 100_000;

export const ZDomainEvent = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  aggregateType: z.string(),
  aggregateId: z.uuid(),
  sequence: z.number().int(),
  type: z.string(),
  actorUserId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  occurredAt: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TDomainEvent = z.infer<typeof ZDomainEvent>;

const dateBound = z.iso.date().or(z.iso.datetime({ offset: true }));

export const ZEventFilters = z.object({
  aggregateType: z.enum(EVENT_AGGREGATE_TYPES).optional(),
  aggregateId: z.uuid().optional(),
  /** An event type ('account.updated') or its prefix ('account.'). */
  type: z
    .string()
    .max(64)
    .regex(/^[a-z.-]+$/)
    .optional(),
  actor: z.uuid().optional(),
  /** From this day (or instant) on, inclusive. */
  from: dateBound.optional(),
  /** Up to this day (whole day included) or instant. */
  to: dateBound.optional(),
});
export type TEventFilters = z.infer<typeof ZEventFilters>;

export const ZEventListQuery = ZEventFilters.extend({
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE_LIMIT).default(50),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

export const ZAdminEventListQuery = ZEventListQuery.extend({ companyId: z.uuid().optional() });
export type TAdminEventListQuery = z.infer<typeof ZAdminEventListQuery>;

export const EVENT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZEventExportQuery = ZEventFilters.extend({ format: z.enum(EVENT_EXPORT_FORMATS).default('csv') });
export const ZAdminEventExportQuery = ZEventExportQuery.extend({ companyId: z.uuid().optional() });

// The change log's filters name users, records and companies by name: a picker searches these
// lists (paged by the list kit's cursor) and sends the chosen id back as the filter.
export const EVENT_NAME_PAGE_LIMIT = 50;
export const ZEventNameQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_NAME_PAGE_LIMIT).default(20),
  cursor: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export const ZEventRecordNameQuery = ZEventNameQuery.extend({
  aggregateType: z.enum(EVENT_AGGREGATE_TYPES).optional(),
});
export const ZAdminEventRecordNameQuery = ZEventRecordNameQuery.extend({ companyId: z.uuid().optional() });
export type TEventNameQuery = z.infer<typeof ZEventNameQuery>;
export type TEventRecordNameQuery = z.infer<typeof ZAdminEventRecordNameQuery>;

/** A user who made changes in the log (the actor filter's picker). */
export const ZEventActor = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type TEventActor = z.infer<typeof ZEventActor>;

/** A record the log names, with the name it last had there (the record filter's picker). */
export const ZEventRecordName = z.object({ aggregateType: z.string(), aggregateId: z.uuid(), name: z.string() });
export type TEventRecordName = z.infer<typeof ZEventRecordName>;

export const EVENT_MSG = defineMessages('events.messages', {
  invalidCursor: 'This page of the change log cannot be found; start again from the first page',
  unknownActor: 'This user made no change in the log',
  unknownCompany: 'This company does not exist',
});
