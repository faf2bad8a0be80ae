import {
  envelope,
  HR_ACTION_PAYLOADS,
  HR_ACTION_REPLIES,
  HR_ACTIONS,
  HR_CODE_TYPES,
  HR_MSG,
  type HrAction,
  type THrActionValues,
  ZCompanyUserOption,
  ZDepartment,
  ZDepartmentQuery,
  ZHierarchyNode,
  ZHierarchyQuery,
  ZHierarchyRow,
  ZHrCode,
  ZHrCodesQuery,
  ZHrRolesQuery,
  ZHrUserRole,
  ZReferenceItem,
  ZUserRoleInput,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { type ListPage, listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { EXAMPLE_USER_ROLE, HR_ACTION_EXAMPLES } from './hr-hierarchy.examples';
import { buildTree, companyTypes, createHrHierarchyService, industryCategories } from './hr-hierarchy.service';

/** A list's meta: the page's when the client asked for one (`limit`), else the total of every row, as before. */
const pageMeta = (page: Omit<ListPage<unknown>, 'rows'>, skip: number, limit: number | undefined) =>
  limit === undefined ? { total: page.total } : listMeta(page, { skip, limit });

const TAGS = ['HR hierarchy'];
const BASE = '/api/hr-hierarchy';
// The Company Hierarchy screen sits in the Company-network menu (mynetwork.view); changing the
// hierarchy is for the company's administrators, who hold mynetwork.edit.
const read = access.permission('mynetwork.view');
const write = access.permission('mynetwork.edit');

const ACTION_SUMMARIES: Record<HrAction, string> = {
  'create-department': 'Create a department',
  'update-department': 'Change a department (every field is sent)',
  'delete-department': 'Delete a department (its members, codes and sub-departments lose it)',
  'assign-user': 'Place a user in the hierarchy: manager, department and HR role (replaces the placement)',
  'remove-user': "Take a user out of the hierarchy (their reports move up to the user's manager)",
  'create-role': 'Create an HR role',
  'update-role': 'Change an HR role',
  'delete-role': 'Delete an HR role (users holding it keep their place without a role)',
  'create-code': 'Create a code of a code type',
  'update-code': 'Change a code',
  'delete-code': 'Delete a code',
};

// The HR hierarchy (spec 02 §7.10; issue 4): departments, the user hierarchy and its tree, HR roles,
// codes by code type, and the industry-category and company-type reference lists. Every call is scoped
// to the caller's company. `POST hr-hierarchy/{action}` is one route per action, each with its own
// payload schema; an unknown action is a 404.
export const hrHierarchyRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createHrHierarchyService(opts.db);

  r.get(
    `${BASE}/department`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: "The company's departments, by name",
        description: '`company_id` is optional; any company but the caller’s own is refused (403).',
        querystring: ZDepartmentQuery,
        response: { 200: envelope(z.array(ZDepartment)) },
      },
    },
    async (request) => {
      const { company_id, skip, limit, cursor } = request.query;
      const { rows, ...page } = await service.departments(tenantOf(request), company_id, { skip, limit, cursor });
      return ok(rows, pageMeta(page, skip, limit));
    },
  );

  r.get(
    `${BASE}/users`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: "The company's enabled users, for the hierarchy's pickers",
        response: { 200: envelope(z.array(ZCompanyUserOption)) },
      },
    },
    async (request) => {
      const rows = await service.users(tenantOf(request));
      return ok(rows, { total: rows.length });
    },
  );

  r.get(
    `${BASE}/user-hierarchy`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: 'The users placed in the hierarchy, with manager, department and HR role',
        querystring: ZHierarchyQuery,
        response: { 200: envelope(z.array(ZHierarchyRow)) },
      },
    },
    async (request) => {
      const { department_id, skip, limit, cursor } = request.query;
      const { rows, ...page } = await service.hierarchy(tenantOf(request), department_id, { skip, limit, cursor });
      return ok(rows, pageMeta(page, skip, limit));
    },
  );

  r.get(
    `${BASE}/user-hierarchy/tree`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: 'The hierarchy as a tree: each manager with their reports',
        description:
          'With `department_id`, the department’s members; a member whose manager is outside the department is a root.',
        querystring: ZHierarchyQuery,
        response: { 200: envelope(z.array(ZHierarchyNode)) },
      },
    },
    async (request) => {
      const { rows } = await service.hierarchy(tenantOf(request), request.query.department_id);
      return ok(buildTree(rows), { total: rows.length });
    },
  );

  r.get(
    `${BASE}/user-role`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: "The company's HR roles, by level then name",
        querystring: ZHrRolesQuery,
        response: { 200: envelope(z.array(ZHrUserRole)) },
      },
    },
    async (request) => {
      const { skip, limit, cursor } = request.query;
      const { rows, ...page } = await service.roles(tenantOf(request), { skip, limit, cursor });
      return ok(rows, pageMeta(page, skip, limit));
    },
  );

  r.post(
    `${BASE}/user-role`,
    {
      config: { access: write, example: { body: EXAMPLE_USER_ROLE } },
      schema: {
        tags: TAGS,
        summary: 'Create an HR role (the reply names it data.role_name)',
        body: ZUserRoleInput,
        response: { 201: envelope(ZHrUserRole) },
      },
    },
    async (request, reply) => {
      const role = await service.createRole(tenantOf(request), request.body);
      return reply.status(201).send(ok(role, { message: HR_MSG.roleCreated(role.role_name) }));
    },
  );

  r.get(
    `${BASE}/codes`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: "The company's codes, by code type then code",
        description: `\`code_type\` is one of ${HR_CODE_TYPES.join(', ')}; without it, every code.`,
        querystring: ZHrCodesQuery,
        response: { 200: envelope(z.array(ZHrCode)) },
      },
    },
    async (request) => {
      const { code_type, skip, limit, cursor } = request.query;
      const { rows, ...page } = await service.codes(tenantOf(request), code_type, { skip, limit, cursor });
      return ok(rows, pageMeta(page, skip, limit));
    },
  );

  r.get(
    `${BASE}/industry-categories`,
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: 'The industry categories (NAICS 2022 sectors; the id is the sector code)',
        response: { 200: envelope(z.array(ZReferenceItem)) },
      },
    },
    async () => ok(industryCategories()),
  );

  r.get(
    `${BASE}/company-type`,
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: 'The company types (spec 01 §1)',
        response: { 200: envelope(z.array(ZReferenceItem)) },
      },
    },
    async () => ok(companyTypes()),
  );

  const registerAction = <A extends HrAction>(action: A) => {
    const status = action.startsWith('create-') ? 201 : 200;
    // A name or code already taken (HR_MSG.departmentExists, roleExists, codeExists).
    const conflicts = /^(create|update)-/.test(action) ? ([409] as const) : [];
    const handler = service.actions[action] as (
      tenant: ReturnType<typeof tenantOf>,
      values: THrActionValues<A>,
    ) => Promise<{ data: unknown; message: string }>;
    r.post(
      `${BASE}/${action}`,
      {
        config: { access: write, example: { body: HR_ACTION_EXAMPLES[action] }, errors: conflicts },
        schema: {
          tags: TAGS,
          summary: `${ACTION_SUMMARIES[action]} (POST hr-hierarchy/{action})`,
          description: 'The reply carries `meta.message`.',
          body: HR_ACTION_PAYLOADS[action],
          response: { [status]: envelope(HR_ACTION_REPLIES[action]) },
        },
      },
      async (request, reply) => {
        const { data, message } = await handler(tenantOf(request), request.body as THrActionValues<A>);
        return reply.status(status).send(ok(data, { message }));
      },
    );
  };
  for (const action of HR_ACTIONS) {
    registerAction(action);
  }
};
