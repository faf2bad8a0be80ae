import {
  type AnyResource,
  envelope,
  MAX_LIST_LIMIT,
  MSG,
  RESOURCES,
  recordSchemaOf,
  searchField,
  ZIdParams,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { resourceTables } from '../db/schema';
import { access } from '../platform/access';
import { ok } from '../platform/envelope';
import { notFound } from '../platform/errors';
import { tenantOf } from '../platform/tenancy';
import { createResourceQueries, type ResourceTable } from './resource.queries';

// Generated CRUD routes for every resource of the registry (DESIGN.md §3): paginated, sorted and
// searched in SQL, tenant-scoped, permission-checked and parsed by the resource's schema.

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

const toRecord = (resource: AnyResource, row: Record<string, unknown>) => {
  const record: Record<string, unknown> = { id: row.id, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
  for (const key of Object.keys(resource.schema.shape)) {
    // Nullable columns come back as null; the record shows them as absent.
    record[key] = row[key] ?? undefined;
  }
  return record;
};

// POST /api{apiPath}/bulk-delete: the table's bulk action. All or nothing, at most one page's worth
// of ids at a time (the web sends the selected rows of one page).
export const BULK_DELETE_MAX = 100;
export const ZBulkDeleteRequest = z.object({
  ids: z
    .array(z.uuid({ error: MSG.validId }), { error: MSG.notEmptyArray })
    .min(1, { error: MSG.notEmptyArray })
    .max(BULK_DELETE_MAX, { error: MSG.bulkDeleteMax(BULK_DELETE_MAX) }),
});
export type TBulkDeleteRequest = z.infer<typeof ZBulkDeleteRequest>;
export const ZBulkDeleteResponse = z.object({ deleted: z.number().int().min(0) });
export type TBulkDeleteResponse = z.infer<typeof ZBulkDeleteResponse>;

const listQueryOf = (resource: AnyResource) =>
  z.object({
    skip: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(10),
    sort: z
      .enum(resource.sortable as [string, ...string[]], {
        error: MSG.sortBy(resource.sortable),
      })
      .default(resource.defaultSort.field),
    order: z.enum(['asc', 'desc']).default(resource.defaultSort.order),
    search: searchField(200),
  });

export const resourceRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const resource of RESOURCES as unknown as AnyResource[]) {
    const table = resourceTables[resource.name as keyof typeof resourceTables] as unknown as ResourceTable;
    const queries = createResourceQueries(opts.db, resource, table);
    const record = recordSchemaOf(resource);
    const base = `/api${resource.apiPath}`;
    const tags = [resource.labelPlural];
    const read = { access: access.permission(resource.permission.read) };
    const write = (example?: unknown) => ({
      access: access.permission(resource.permission.write),
      example: { body: example },
      // A duplicate code or name; a record still referenced cannot be deleted.
      errors: [409] as const,
    });

    r.get(
      base,
      {
        config: read,
        schema: {
          tags,
          summary: `List ${resource.labelPlural.toLowerCase()}`,
          querystring: listQueryOf(resource),
          response: { 200: envelope(z.array(record)) },
        },
      },
      async (request) => {
        const { rows, total, totalExact } = await queries.list(tenantOf(request), request.query);
        return ok(
          rows.map((row) => toRecord(resource, row)),
          { total, totalExact, skip: request.query.skip, limit: request.query.limit },
        );
      },
    );

    r.get(
      `${base}/:id`,
      {
        config: read,
        schema: {
          tags,
          summary: `Get one ${resource.label.toLowerCase()}`,
          params: ZIdParams,
          response: { 200: envelope(record) },
        },
      },
      async (request) => {
        const row = await queries.get(tenantOf(request), request.params.id);
        if (!row) {
          throw notFound();
        }
        return ok(toRecord(resource, row));
      },
    );

    r.post(
      base,
      {
        config: write(resource.example),
        schema: {
          tags,
          summary: `Create a ${resource.label.toLowerCase()}`,
          body: resource.schema,
          response: { 201: envelope(record) },
        },
      },
      async (request, reply) => {
        const row = await queries.create(tenantOf(request), request.body as Record<string, unknown>);
        return reply.status(201).send(ok(toRecord(resource, row), { message: resource.messages.created }));
      },
    );

    r.put(
      `${base}/:id`,
      {
        config: write(resource.example),
        schema: {
          tags,
          summary: `Replace a ${resource.label.toLowerCase()}`,
          params: ZIdParams,
          body: resource.schema,
          response: { 200: envelope(record) },
        },
      },
      async (request) => {
        const row = await queries.update(tenantOf(request), request.params.id, request.body as Record<string, unknown>);
        if (!row) {
          throw notFound();
        }
        return ok(toRecord(resource, row), { message: resource.messages.updated });
      },
    );

    r.delete(
      `${base}/:id`,
      {
        config: write(),
        schema: {
          tags,
          summary: `Delete a ${resource.label.toLowerCase()}`,
          params: ZIdParams,
          response: { 200: envelope(z.object({ id: z.string() })) },
        },
      },
      async (request) => {
        const row = await queries.remove(tenantOf(request), request.params.id);
        if (!row) {
          throw notFound();
        }
        return ok({ id: row.id }, { message: resource.messages.deleted });
      },
    );

    r.post(
      `${base}/bulk-delete`,
      {
        // ':id' is a slot: the generated cross-tenant test puts each of another company's ids in it,
        // as it does for ':id' in paths, and expects nothing of theirs to be deleted.
        config: write({ ids: [':id'] }),
        schema: {
          tags,
          summary: `Delete several ${resource.labelPlural.toLowerCase()} at once (all or none)`,
          body: ZBulkDeleteRequest,
          response: { 200: envelope(ZBulkDeleteResponse) },
        },
      },
      async (request) => {
        const deleted = await queries.removeMany(tenantOf(request), request.body.ids);
        if (deleted === null) {
          throw notFound();
        }
        return ok({ deleted } satisfies TBulkDeleteResponse, { message: MSG.recordsDeleted(resource.labelPlural) });
      },
    );
  }
};
