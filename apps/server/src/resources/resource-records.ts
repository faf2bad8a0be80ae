import type { AnyResource } from '@lanehub/shared';

// Between a resource's record (what the API and the schema speak) and its table row (columns): a money
// field is one `{ amount, currency }` value in the record and two columns in the row.

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

const isMoney = (resource: AnyResource, field: string) =>
  resource.fields.find((f) => f.name === field)?.input === 'money';

export const toRecord = (resource: AnyResource, row: Record<string, unknown>) => {
  const record: Record<string, unknown> = { id: row.id, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
  for (const key of Object.keys(resource.schema.shape)) {
    if (isMoney(resource, key)) {
      // numeric comes back from the driver as a string: the amount is never a float.
      const amount = row[`${key}Amount`];
      record[key] =
        amount === null || amount === undefined
          ? undefined
          : { amount: String(amount), currency: row[`${key}Currency`] };
      continue;
    }
    // Nullable columns come back as null; the record shows them as absent.
    record[key] = row[key] ?? undefined;
  }
  return record;
};

/** The body's fields as columns: a money field is written to its amount and currency columns. */
export const toRow = (resource: AnyResource, values: Record<string, unknown>) => {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isMoney(resource, key)) {
      const money = value as { amount: string; currency: string } | null | undefined;
      row[`${key}Amount`] = money?.amount ?? null;
      row[`${key}Currency`] = money?.currency ?? null;
    } else {
      row[key] = value;
    }
  }
  return row;
};
