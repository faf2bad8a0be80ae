import {
  type AnyResource,
  envelope,
  MAX_LIST_LIMIT,
  MSG,
  RESOURCE_MSG,
  RESOURCES,
  type ResourceAction,
  recordSchemaOf,
  referenceOf,
  searchField,
  ZIdParams,
} from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { access } from '../platform/access';
import { ok } from '../platform/envelope';
import { badRequest, notFound } from '../platform/errors';
import { recordEvent } from '../platform/events/record-event';
import { type Tenant, tenantOf, tenantWhere } from '../platform/tenancy';
import { createResourceQueries, type ResourceTable } from './resource.queries';
import { toRecord, toRow } from './resource-records';
import type { ResourceRulesMap } from './resource-rules';
import { tableOf, tenantTableNamed } from './resource-tables';

// Generated CRUD routes for every resource of the registry (DESIGN.md §3): paginated, sorted and
// searched in SQL, tenant-scoped, permission-checked and parsed by the resource's schema.

/** The reference fields of a resource and the tenant tables they refer to (from `refersTo`). */
const referencesOf = (resource: AnyResource) =>
  Object.entries(resource.schema.shape).flatMap(([name, schema]) => {
    const reference = referenceOf(schema as z.ZodType);
    if (!reference) {
      return [];
    }
    const table = tenantTableNamed(reference.table);
    if (!table) {
      throw new Error(`${resource.name}.${name} refers to '${reference.table}', which is not a tenant table`);
    }
    return [{ name, table }];
  });

/**
 * 400 with the field's message when a reference field names a row that is not the caller's company's
 * (another company's, or none): the body never links to data of another tenant.
 */
const checkReferences = async (
  tx: Db,
  tenant: Tenant,
  references: ReadonlyArray<{ name: string; table: ResourceTable }>,
  values: Record<string, unknown>,
) => {
  const fieldErrors: Record<string, string> = {};
  for (const { name, table } of references) {
    const id = values[name];
    if (typeof id !== 'string') {
      continue;
    }
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(tenantWhere(table, tenant, eq(table.id, id)))
      .limit(1);
    if (!found) {
      fieldErrors[name] = RESOURCE_MSG.unknownReference;
    }
  }
  const first = Object.values(fieldErrors)[0];
  if (first) {
    throw badRequest(first, fieldErrors);
  }
};

// A declared filter's query parameter, by the field's kind.
const filterParamOf = (resource: AnyResource, name: string) => {
  const field = resource.fields.find((f) => f.name === name);
  if (field?.input === 'checkbox') {
    return z.enum(['true', 'false']).optional();
  }
  if (field?.input === 'reference') {
    return z.uuid({ error: MSG.validId }).optional();
  }
  if (field?.input === 'enum' && field.values && field.values.length > 0) {
    return z.enum(field.values as [string, ...string[]], { error: RESOURCE_MSG.choose }).optional();
  }
  return z
    .string()
    .trim()
    .max(200, { error: MSG.maxLength(200) })
    .optional();
};

const filterValue = (resource: AnyResource, name: string, raw: unknown) =>
  resource.fields.find((f) => f.name === name)?.input === 'checkbox' ? raw === 'true' : raw;

const actionBodyOf = (resource: AnyResource, action: ResourceAction) =>
  action.body && action.body.length > 0
    ? resource.schema.pick(Object.fromEntries(action.body.map((name) => [name, true])) as Record<string, true>)
    : z.object({});

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
    ...Object.fromEntries((resource.filters ?? []).map((name) => [name, filterParamOf(resource, name)])),
  });

export const resourceRoutes = async (app: FastifyInstance, opts: { db: Db; rules?: ResourceRulesMap }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  for (const resource of RESOURCES as unknown as AnyResource[]) {
    const table = tableOf(resource);
    const queries = createResourceQueries(db, resource, table);
    const references = referencesOf(resource);
    const rules = opts.rules?.[resource.name];
    // One write: reference checks, the resource's rules, then the insert or update, in one transaction.
    const write = <T>(
      tenant: Tenant,
      id: string | null,
      body: Record<string, unknown>,
      store: (tx: Db, row: Record<string, unknown>) => Promise<T>,
    ) =>
      db.transaction(async (tx) => {
        await checkReferences(tx, tenant, references, body);
        const values = rules?.beforeWrite ? await rules.beforeWrite({ tx, tenant, id, values: body }) : body;
        return store(tx, toRow(resource, values));
      });
    // Every write records its event in the change log, in its own transaction: aggregate 'record', the
    // row's id, and the type '<resource>.<what happened>' ('load-types.created', 'instructions.activate').
    const logChange = (
      tx: Db,
      tenant: Tenant,
      what: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) =>
      recordEvent(tx, tenant, {
        aggregateType: 'record',
        aggregateId: String((after ?? before)?.id),
        type: `${resource.name}.${what}`,
        before,
        after,
      });
    // An update or an action: the row is held from its read to its write, so the logged "before" is the
    // one the write replaced; null when the company has no such record.
    const change = async (tx: Db, tenant: Tenant, id: string, values: Record<string, unknown>, what: string) => {
      const before = await queries.get(tenant, id, tx, { lock: true });
      if (!before) {
        return null;
      }
      const after = await queries.update(tenant, id, values, tx);
      await logChange(tx, tenant, what, before, after);
      return after;
    };
    const record = recordSchemaOf(resource);
    const base = `/api${resource.apiPath}`;
    const tags = [resource.labelPlural];
    const read = { access: access.permission(resource.permission.read) };
    const writeConfig = (example?: unknown) => ({
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
        const query = request.query as typeof request.query & Record<string, unknown>;
        const filters = Object.fromEntries(
          (resource.filters ?? []).flatMap((name) =>
            query[name] === undefined ? [] : [[name, filterValue(resource, name, query[name])]],
          ),
        );
        const { rows, total, totalExact } = await queries.list(tenantOf(request), { ...request.query, filters });
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
        config: writeConfig(resource.example),
        schema: {
          tags,
          summary: `Create a ${resource.label.toLowerCase()}`,
          body: resource.schema,
          response: { 201: envelope(record) },
        },
      },
      async (request, reply) => {
        const tenant = tenantOf(request);
        const row = await write(tenant, null, request.body as Record<string, unknown>, async (tx, values) => {
          const created = await queries.create(tenant, values, tx);
          await logChange(tx, tenant, 'created', null, created);
          return created;
        });
        return reply.status(201).send(ok(toRecord(resource, row), { message: resource.messages.created }));
      },
    );

    r.put(
      `${base}/:id`,
      {
        config: writeConfig(resource.example),
        schema: {
          tags,
          summary: `Replace a ${resource.label.toLowerCase()}`,
          params: ZIdParams,
          body: resource.schema,
          response: { 200: envelope(record) },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const { id } = request.params;
        const row = await write(tenant, id, request.body as Record<string, unknown>, (tx, values) =>
          change(tx, tenant, id, values, 'updated'),
        );
        if (!row) {
          throw notFound();
        }
        return ok(toRecord(resource, row), { message: resource.messages.updated });
      },
    );

    r.delete(
      `${base}/:id`,
      {
        config: writeConfig(),
        schema: {
          tags,
          summary: `Delete a ${resource.label.toLowerCase()}`,
          params: ZIdParams,
          response: { 200: envelope(z.object({ id: z.string() })) },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const row = await db.transaction(async (tx) => {
          const deleted = await queries.remove(tenant, request.params.id, tx);
          await logChange(tx, tenant, 'deleted', deleted, null);
          return deleted;
        });
        return ok({ id: String(row.id) }, { message: resource.messages.deleted });
      },
    );

    // The declared actions: POST {apiPath}/:id/{action}, each with its own permission, writing the
    // action's fixed values and the fields its body carries (through the same checks and rules).
    for (const action of resource.actions ?? []) {
      r.post(
        `${base}/:id/${action.name}`,
        {
          config: {
            access: access.permission(action.permission),
            example: { body: action.example ?? {} },
            errors: [409] as const,
          },
          schema: {
            tags,
            summary: action.summary,
            params: ZIdParams,
            body: actionBodyOf(resource, action),
            response: { 200: envelope(record) },
          },
        },
        async (request) => {
          const tenant = tenantOf(request);
          const { id } = request.params;
          const body = { ...(request.body as Record<string, unknown>), ...action.set };
          const row = await write(tenant, id, body, (tx, values) => change(tx, tenant, id, values, action.name));
          if (!row) {
            throw notFound();
          }
          return ok(toRecord(resource, row), { message: action.message });
        },
      );
    }

    r.post(
      `${base}/bulk-delete`,
      {
        // ':id' is a slot: the generated cross-tenant test puts each of another company's ids in it,
        // as it does for ':id' in paths, and expects nothing of theirs to be deleted.
        config: writeConfig({ ids: [':id'] }),
        schema: {
          tags,
          summary: `Delete several ${resource.labelPlural.toLowerCase()} at once (all or none)`,
          body: ZBulkDeleteRequest,
          response: { 200: envelope(ZBulkDeleteResponse) },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const deleted = await queries.removeMany(tenant, request.body.ids, async (tx, rows) => {
          for (const row of rows) {
            await logChange(tx, tenant, 'deleted', row, null);
          }
        });
        if (deleted === null) {
          throw notFound();
        }
        return ok({ deleted } satisfies TBulkDeleteResponse, { message: MSG.recordsDeleted(resource.labelPlural) });
      },
    );
  }
};
