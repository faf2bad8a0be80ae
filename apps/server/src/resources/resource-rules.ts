import type { Db } from '../db/client';
import type { Tenant } from '../platform/tenancy';

// A resource's server rules: what its schema cannot say (a check against other rows, a value derived
// from others). They run inside the write's transaction, after the schema and the reference checks and
// before the insert or update, so what they read and what is written agree. A rule refuses a write by
// throwing an AppError (badRequest with fieldErrors, conflict …).
export type ResourceWrite = {
  tx: Db;
  tenant: Tenant;
  /** The record's id on a replace or an action; null on a create. */
  id: string | null;
  /** The parsed body (record fields, money as `{ amount, currency }`). */
  values: Record<string, unknown>;
};

export type ResourceRules = {
  /** Returns the values to write (the same object or a changed copy). */
  beforeWrite?: (write: ResourceWrite) => Promise<Record<string, unknown>> | Record<string, unknown>;
};

/** Rules by resource name; features declare theirs in their manifest (`resourceRules`). */
export type ResourceRulesMap = Readonly<Record<string, ResourceRules>>;
