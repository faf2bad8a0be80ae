import {
  ACCESS_MSG,
  envelope,
  ZAttachUser,
  ZIdParams,
  ZPolicy,
  ZPolicyInput,
  ZPolicyListQuery,
  ZRole,
  ZRoleInput,
  ZRoleListQuery,
  ZUserIdParams,
  ZUserPermissions,
  ZUserPermissionView,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, authOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { ATTACH_USER_EXAMPLE, POLICY_EXAMPLE, ROLE_EXAMPLE, USER_PERMISSIONS_EXAMPLE } from './access.examples';
import { createAccessService } from './access.service';

const TAGS = ['Access management'];
const UAA = '/api/uaa';
// Company administrators (role 'admin') and system administrators; everything is the caller's company.
const admin = { access: access.companyAdmin };

// Access management (spec 01 §6, spec 02 §4, §6, §7.1 'policy management under uaa').
export const accessRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAccessService(opts.db);

  r.get(
    `${UAA}/roles`,
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: "The global roles (companyId '0') and the company's roles",
        querystring: ZRoleListQuery,
        response: { 200: envelope(z.array(ZRole)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.listRoles(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.post(
    `${UAA}/roles`,
    {
      config: { ...admin, example: { body: ROLE_EXAMPLE }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: "Create a role with its features; companyId '0' makes a global role (system administrators)",
        body: ZRoleInput,
        response: { 201: envelope(ZRole) },
      },
    },
    async (request, reply) => {
      const role = await service.createRole(authOf(request), tenantOf(request), request.body);
      return reply.status(201).send(ok(role, { message: ACCESS_MSG.roleCreated(role.name) }));
    },
  );

  r.get(
    `${UAA}/policies`,
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary:
          "Policies: all (global and the company's), company (usable by it) or unattached (global, not attached)",
        querystring: ZPolicyListQuery,
        response: { 200: envelope(z.array(ZPolicy)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.listPolicies(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${UAA}/policies/:id`,
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: "One policy (global or the company's)",
        params: ZIdParams,
        response: { 200: envelope(ZPolicy) },
      },
    },
    async (request) => ok(await service.getPolicy(tenantOf(request), request.params.id)),
  );

  r.post(
    `${UAA}/policies`,
    {
      config: { ...admin, example: { body: POLICY_EXAMPLE }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: "Create a company policy granting permissions (area.action, area.*); companyId '0': global",
        body: ZPolicyInput,
        response: { 201: envelope(ZPolicy) },
      },
    },
    async (request, reply) => {
      const policy = await service.createPolicy(authOf(request), tenantOf(request), request.body);
      return reply.status(201).send(ok(policy, { message: ACCESS_MSG.policyCreated(policy.name) }));
    },
  );

  r.put(
    `${UAA}/policies/:id`,
    {
      config: { ...admin, example: { body: POLICY_EXAMPLE }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: "Replace a company policy's name, description and permissions (global: system administrators)",
        params: ZIdParams,
        body: ZPolicyInput,
        response: { 200: envelope(ZPolicy) },
      },
    },
    async (request) => {
      const policy = await service.updatePolicy(authOf(request), tenantOf(request), request.params.id, request.body);
      return ok(policy, { message: ACCESS_MSG.policyUpdated(policy.name) });
    },
  );

  r.delete(
    `${UAA}/policies/:id`,
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: 'Delete a company policy (its holders lose it); global policies: system administrators',
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const removed = await service.deletePolicy(authOf(request), tenantOf(request), request.params.id);
      return ok({ id: removed.id }, { message: ACCESS_MSG.policyDeleted(removed.name) });
    },
  );

  r.post(
    `${UAA}/policies/:id/attach-company`,
    {
      config: { ...admin, example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: "Attach a global policy to the caller's company so its users can be given it",
        params: ZIdParams,
        body: z.object({}).optional(),
        response: { 200: envelope(ZPolicy) },
      },
    },
    async (request) => {
      const policy = await service.attachToCompany(authOf(request), tenantOf(request), request.params.id);
      return ok(policy, { message: ACCESS_MSG.policyAttached(policy.name) });
    },
  );

  r.post(
    `${UAA}/policies/:id/detach-company`,
    {
      config: { ...admin, example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: "Detach a global policy from the caller's company; its users stop holding it",
        params: ZIdParams,
        body: z.object({}).optional(),
        response: { 200: envelope(ZPolicy) },
      },
    },
    async (request) => {
      const policy = await service.detachFromCompany(tenantOf(request), request.params.id);
      return ok(policy, { message: ACCESS_MSG.policyDetached(policy.name) });
    },
  );

  r.post(
    `${UAA}/policies/:id/attach-user`,
    {
      config: { ...admin, example: { body: ATTACH_USER_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: 'Give a user of the company this policy for one account (accountId) or every account (null)',
        params: ZIdParams,
        body: ZAttachUser,
        response: { 200: envelope(ZUserPermissionView) },
      },
    },
    async (request) => {
      const view = await service.attachToUser(authOf(request), tenantOf(request), request.params.id, request.body);
      return ok(view, { message: ACCESS_MSG.permissionsUpdated });
    },
  );

  // The admin area's grant (Admin → User Management): a system administrator gives a user of any company
  // a policy, e.g. a global one carrying a platform permission (adminMgt.instruction) only a holder may
  // give. The user's company attaches a global policy on the way; both are in its change log.
  r.post(
    '/api/admin/policies/:id/attach-user',
    {
      config: { access: access.admin('adminMgt.user'), example: { body: ATTACH_USER_EXAMPLE } },
      schema: {
        tags: ['Admin'],
        summary:
          "Give a user of any company a global policy (attached to the user's company if it is not) or one of that company's own, for one account or every account",
        params: ZIdParams,
        body: ZAttachUser,
        response: { 200: envelope(ZUserPermissionView) },
      },
    },
    async (request) => {
      const view = await service.grantAcrossCompanies(authOf(request), request.params.id, request.body);
      return ok(view, { message: ACCESS_MSG.permissionsUpdated });
    },
  );

  r.post(
    `${UAA}/policies/:id/detach-user`,
    {
      config: { ...admin, example: { body: ATTACH_USER_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: 'Take this policy (for that account, or for every account) away from a user of the company',
        params: ZIdParams,
        body: ZAttachUser,
        response: { 200: envelope(ZUserPermissionView) },
      },
    },
    async (request) => {
      const view = await service.detachFromUser(authOf(request), tenantOf(request), request.params.id, request.body);
      return ok(view, { message: ACCESS_MSG.permissionsUpdated });
    },
  );

  r.get(
    `${UAA}/user-permissions/:userId`,
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: "A user's permissions: the policies they hold, each for an account or for every account",
        params: ZUserIdParams,
        response: { 200: envelope(ZUserPermissionView) },
      },
    },
    async (request) => ok(await service.userPermissions(tenantOf(request), request.params.userId)),
  );

  r.put(
    `${UAA}/user-permissions`,
    {
      config: { ...admin, example: { body: USER_PERMISSIONS_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: "Replace a user's permissions: userId and a list of policy id plus account (spec 02 §3)",
        description: "Nobody changes their own permissions (403). Takes effect on the user's next request.",
        body: ZUserPermissions,
        response: { 200: envelope(ZUserPermissionView) },
      },
    },
    async (request) =>
      ok(await service.replaceUserPermissions(authOf(request), tenantOf(request), request.body), {
        message: ACCESS_MSG.permissionsUpdated,
      }),
  );
};
