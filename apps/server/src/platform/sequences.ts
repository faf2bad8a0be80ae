import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companySequences } from '../db/schema/orders';
import type { Tenant } from './tenancy';

// Business numbers (DOMAIN.md §1): order, PO, BOL and invoice numbers come from one per-company
// sequence, prefix + year + zero-padded counter ('ORD-2026-000042'): unique, never reused, safe under
// concurrency. The counter row is created or incremented by one statement; PostgreSQL's row lock
// makes concurrent callers take turns, and a rolled-back transaction gives its number back to no one
// else (the increment rolls back with it).

type Executor = Pick<Db, 'insert'>;

export type SequenceKind = 'order' | 'bol' | 'load' | 'invoice' | 'payment' | 'credit-note';

const PREFIX: Record<SequenceKind, string> = {
  order: 'ORD',
  bol: 'BOL',
  load: 'LD',
  invoice: 'INV',
  payment: 'PAY',
  'credit-note': 'CN',
};

/**
 * A block of `count` consecutive numbers of `kind` (BOL book-number), taken by one statement: the
 * counter moves by `count` at once, so two concurrent blocks never overlap.
 */
export const reserveNumbers = async (
  tx: Executor,
  tenant: Tenant,
  kind: SequenceKind,
  count: number,
  year = new Date().getUTCFullYear(),
): Promise<string[]> => {
  const [row] = await tx
    .insert(companySequences)
    .values({ companyId: tenant.companyId, kind, year, value: count })
    .onConflictDoUpdate({
      target: [companySequences.companyId, companySequences.kind, companySequences.year],
      set: { value: sql`${companySequences.value} + ${count}` },
    })
    .returning({ value: companySequences.value });
  const last = row?.value ?? 0;
  return Array.from({ length: count }, (_, i) => formatNumber(kind, year, last - count + 1 + i));
};

const formatNumber = (kind: SequenceKind, year: number, value: number) =>
  `${PREFIX[kind]}-${year}-${String(value).padStart(6, '0')}`;

/** The next number of `kind` for the caller's company in `year`, inside the caller's transaction. */
export const nextNumber = async (
  tx: Executor,
  tenant: Tenant,
  kind: SequenceKind,
  year = new Date().getUTCFullYear(),
): Promise<string> => {
  const [row] = await tx
    .insert(companySequences)
    .values({ companyId: tenant.companyId, kind, year, value: 1 })
    .onConflictDoUpdate({
      target: [companySequences.companyId, companySequences.kind, companySequences.year],
      set: { value: sql`${companySequences.value} + 1` },
    })
    .returning({ value: companySequences.value });
  return formatNumber(kind, year, row?.value ?? 0);
};
