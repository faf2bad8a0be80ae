import {
  AVATAR_MAX_BYTES,
  envelope,
  SETTINGS_MSG,
  ZCompanyUser,
  ZCompanyUserUpdate,
  ZIdParams,
  ZProfileDetails,
  ZProfileUpdate,
  ZUserIdParams,
  ZUserListQuery,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, authOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { FileStorage } from '../../platform/files';
import { tenantOf } from '../../platform/tenancy';
import { registerUploads, UPLOAD_FIELD, uploadedFileOf } from '../../platform/uploads';
import { exampleAvatarUpload, PROFILE_EXAMPLE, USER_UPDATE_EXAMPLE } from './settings.examples';
import { createSettingsService } from './settings.service';

const TAGS = ['Settings'];
const CORE = '/api/lanehub-core';
const fileField = z
  .unknown()
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'The image, one per request' });

// Settings (issue 4): the profile and avatar of the signed-in user; the company's users and accounts
// for company administrators (role 'admin', or a system administrator), scoped to their company.
export const settingsRoutes = async (app: FastifyInstance, opts: { db: Db; files: FileStorage }) => {
  registerUploads(app, opts.files);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSettingsService({ db: opts.db, files: opts.files, log: app.log });

  r.get(
    `${CORE}/profile`,
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: "The signed-in user's profile (name, phone, title, avatar)",
        response: { 200: envelope(ZProfileDetails) },
      },
    },
    async (request) => ok(await service.profile(authOf(request))),
  );

  r.put(
    `${CORE}/profile`,
    {
      config: { access: access.authenticated, example: { body: PROFILE_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: "Update the signed-in user's first and last name, phone and title",
        description: 'Role, system-administrator flag, company and e-mail are not changed by this call.',
        body: ZProfileUpdate,
        response: { 200: envelope(ZProfileDetails) },
      },
    },
    async (request) =>
      ok(await service.updateProfile(authOf(request), request.body), { message: SETTINGS_MSG.profileUpdated }),
  );

  r.put(
    `${CORE}/profile/avatar`,
    {
      config: {
        access: access.authenticated,
        upload: { maxFileBytes: AVATAR_MAX_BYTES },
        example: { body: exampleAvatarUpload() },
      },
      schema: {
        tags: TAGS,
        summary: `Replace the signed-in user's avatar (multipart: ${UPLOAD_FIELD}; image/jpeg or image/png, up to 2 MB)`,
        consumes: ['multipart/form-data'],
        body: z.object({ [UPLOAD_FIELD]: fileField }),
        response: { 200: envelope(ZProfileDetails) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const profile = await service.replaceAvatar(auth, tenantOf(request), uploadedFileOf(request));
      return ok(profile, { message: SETTINGS_MSG.avatarUpdated });
    },
  );

  r.delete(
    `${CORE}/profile/avatar`,
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: "Remove the signed-in user's avatar",
        response: { 200: envelope(ZProfileDetails) },
      },
    },
    async (request) => ok(await service.removeAvatar(authOf(request)), { message: SETTINGS_MSG.avatarRemoved }),
  );

  r.get(
    `${CORE}/users/:userId/avatar`,
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: 'The avatar of the caller or of a colleague of the same company; 404 when there is none',
        params: ZUserIdParams,
      },
    },
    async (request, reply) => {
      const avatar = await service.avatarOf(authOf(request), request.params.userId);
      return reply
        .header('content-type', avatar.mimeType)
        .header('etag', avatar.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline')
        .send(avatar.data);
    },
  );

  // --- the company's users (company administrators) ---------------------------------------------

  r.get(
    `${CORE}/users`,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: "The company's users; searched by name, e-mail or title; paged and sorted",
        querystring: ZUserListQuery,
        response: { 200: envelope(z.array(ZCompanyUser)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, total, totalExact } = await service.listUsers(tenantOf(request), request.query);
      return ok(items, { total, totalExact, skip, limit });
    },
  );

  r.get(
    `${CORE}/users/:id`,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: 'One user of the company',
        params: ZIdParams,
        response: { 200: envelope(ZCompanyUser) },
      },
    },
    async (request) => ok(await service.getUser(tenantOf(request), request.params.id)),
  );

  r.put(
    `${CORE}/users/:id`,
    {
      config: { access: access.companyAdmin, example: { body: USER_UPDATE_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: 'Edit a user of the company: name, role (admin or user) and whether the user is enabled',
        description:
          'Disabling a user ends their sessions at once. Nobody disables themselves or changes their own role (403); ' +
          'the system-administrator flag is not a field of this call.',
        params: ZIdParams,
        body: ZCompanyUserUpdate,
        response: { 200: envelope(ZCompanyUser) },
      },
    },
    async (request) => {
      const { user, message } = await service.updateUser(tenantOf(request), request.params.id, request.body);
      return ok(user, { message });
    },
  );
};
