import type { z } from 'zod';

// Which table an id in a body or a path refers to. Contracts mark their id fields with `refersTo`, so
// the server can check ownership of every referenced row and the cross-tenant route test can fill each
// field with the other company's ids of the right table. `table` is the SQL name of a tenant table
// (`locations`, `equipment_types`, `companies` for partner/company ids …).
export type ReferenceMeta = { table: string };

// The parts of a wrapper schema's definition that lead to the schema it wraps.
type WrapperDef = { innerType?: z.ZodType; in?: z.ZodType };

const marks = new WeakMap<z.ZodType, ReferenceMeta>();

/** Marks an id schema as a reference to a row of `table`; returns the same schema. */
export const refersTo = <T extends z.ZodType>(schema: T, table: string): T => {
  marks.set(schema, { table });
  return schema;
};

/**
 * The table an id schema refers to, looking through optional, nullable, default and pipe wrappers;
 * undefined when the schema is not marked.
 */
export const referenceOf = (schema: z.ZodType): ReferenceMeta | undefined => {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const mark = marks.get(current);
    if (mark) {
      return mark;
    }
    const def: WrapperDef = (current as unknown as { _zod: { def: WrapperDef } })._zod.def;
    current = def.innerType ?? def.in;
  }
  return undefined;
};
