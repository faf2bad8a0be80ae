import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { searchField } from '../../validation/text';

// Employee search (spec 02 §7.14; /company/employee): the company's users, read only.

export const ZEmployee = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  enabled: z.boolean(),
});
export type TEmployee = z.infer<typeof ZEmployee>;

export const EMPLOYEE_SORTS = ['name', 'email', 'role', 'enabled'] as const;

export const ZEmployeeListQuery = z.object({
  /** Part of a first name, last name, full name or e-mail. */
  search: searchField(100),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  sort: z.enum(EMPLOYEE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  cursor: ZListCursor,
});
export type TEmployeeListQuery = Partial<z.output<typeof ZEmployeeListQuery>>;
