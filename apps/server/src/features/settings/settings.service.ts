import {
  AVATAR_MIME_TYPES,
  avatarUrlOf,
  MSG,
  SETTINGS_MSG,
  type TCompanyUser,
  type TCompanyUserUpdate,
  type TProfileDetails,
  type TProfileUpdate,
  type UploadMimeType,
} from '@lanehub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { loggedWrite, recordEvent } from '../../platform/events/record-event';
import { type FileStorage, isStorageKey, type StoredObject } from '../../platform/files';
import { revokeSessions } from '../../platform/session.queries';
import type { Tenant } from '../../platform/tenancy';
import { detectFileType, type UploadedFile } from '../../platform/uploads';
import * as q from './settings.queries';

// The rules of Settings: a user edits only their own name, phone and title (never their role, system
// administrator flag or company); a company administrator edits the company's users and accounts, but
// never disables themselves or changes their own role; disabling a user ends their sessions at once.

const toProfile = (row: q.UserRow): TProfileDetails => ({
  userId: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  title: row.title,
  role: row.role,
  isSystemAdmin: row.isSystemAdmin,
  companyId: row.companyId,
  avatarUrl: avatarUrlOf(row),
});

/** The fields of a user the change log keeps (never the password hash: see platform/events). */
const loggedUser = (row: q.UserRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  title: row.title,
  role: row.role,
  enabled: row.enabled,
});

export const toCompanyUser = (row: q.UserRow): TCompanyUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  title: row.title,
  role: row.role,
  enabled: row.enabled,
  isSystemAdmin: row.isSystemAdmin,
  avatarUrl: avatarUrlOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Avatars are only ever PNG or JPEG (checked on upload); the type is read back from the first bytes.
const PNG = [0x89, 0x50, 0x4e, 0x47];
const typeOfImage = (head: Buffer): UploadMimeType =>
  PNG.every((byte, i) => head[i] === byte) ? 'image/png' : 'image/jpeg';

const readAll = async (object: StoredObject): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
};

/** A user removed between the check and the update: the update fails as it always did (400, not 404). */
const nullWhenGone = (error: unknown) => {
  if (error instanceof AppError && error.statusCode === 404) {
    return null;
  }
  throw error;
};

export const createSettingsService = (deps: { db: Db; files: FileStorage; log: FastifyBaseLogger }) => {
  const { db, files, log } = deps;

  const discard = async (key: string | null | undefined) => {
    if (!key || !isStorageKey(key)) {
      return;
    }
    try {
      await files.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'avatar bytes could not be removed');
    }
  };

  const profile = async (auth: AuthContext): Promise<TProfileDetails> => {
    const row = await q.findUser(db, auth.userId);
    if (!row) {
      throw notFound(MSG.userNotFound);
    }
    return toProfile(row);
  };

  const updateProfile = async (auth: AuthContext, input: TProfileUpdate): Promise<TProfileDetails> => {
    const row = await db.transaction(async (tx) => {
      const before = await q.findUser(tx, auth.userId, { lock: true });
      const after = await q.updateOwnProfile(tx, auth.userId, input);
      // A user without a company yet has no company log to write to.
      if (before && after?.companyId) {
        await recordEvent(
          tx,
          { companyId: after.companyId, userId: auth.userId },
          {
            aggregateType: 'user',
            aggregateId: after.id,
            type: 'user.profile-updated',
            before: loggedUser(before),
            after: loggedUser(after),
          },
        );
      }
      return after;
    });
    if (!row) {
      // Spec 01 §8: an empty update result.
      throw new AppError(400, 'UPDATE_FAILED', SETTINGS_MSG.updateUserFailed);
    }
    return toProfile(row);
  };

  /**
   * Points the user at `key` (null: no avatar) and logs it in the user's company's log: whether the
   * user has an avatar and the file they chose, never where its bytes are stored. A user without a
   * company yet has no log to write to.
   */
  const setAvatar = (auth: AuthContext, key: string | null, fileName: string | null) =>
    loggedWrite(
      db,
      { companyId: auth.companyId ?? '', userId: auth.userId },
      { aggregateType: 'user', type: key ? 'user.avatar-updated' : 'user.avatar-removed' },
      async (tx) => {
        const replaced = await q.replaceAvatar(tx, auth.userId, key);
        if (!replaced) {
          throw notFound(MSG.userNotFound);
        }
        return {
          result: replaced.previous,
          aggregateId: auth.companyId ? auth.userId : null,
          before: { avatar: replaced.previous !== null, avatarFile: null },
          after: { avatar: key !== null, avatarFile: fileName },
        };
      },
    );

  /** Stores the new image first, then points the user at it, then removes the previous bytes. */
  const replaceAvatar = async (auth: AuthContext, tenant: Tenant, file: UploadedFile): Promise<TProfileDetails> => {
    detectFileType(file, AVATAR_MIME_TYPES);
    const key = await files.adopt(tenant.companyId, file.stagedId);
    let previous: string | null = null;
    try {
      previous = await setAvatar({ ...auth, companyId: tenant.companyId }, key, file.fileName);
    } catch (error) {
      await discard(key);
      throw error;
    }
    await discard(previous);
    return profile(auth);
  };

  const removeAvatar = async (auth: AuthContext): Promise<TProfileDetails> => {
    await discard(await setAvatar(auth, null, null));
    return profile(auth);
  };

  /** The avatar of the caller or of a colleague of the same company; 404 for anyone else. */
  const avatarOf = async (auth: AuthContext, userId: string) => {
    const row =
      userId === auth.userId
        ? await q.findUser(db, userId)
        : auth.companyId
          ? await q.findCompanyUser(db, { companyId: auth.companyId, userId: auth.userId }, userId)
          : null;
    if (!row?.avatar || !isStorageKey(row.avatar)) {
      throw notFound();
    }
    const object = await files.get(row.avatar);
    if (!object) {
      log.error({ userId }, 'a user names avatar bytes that are missing');
      throw notFound();
    }
    const data = await readAll(object);
    return { data, mimeType: typeOfImage(data), etag: `"${row.avatar.split('/')[1] ?? ''}"` };
  };

  // --- users -------------------------------------------------------------------------------------

  const listUsers = async (tenant: Tenant, params: q.UserListParams) => {
    const { rows, ...total } = await q.listCompanyUsers(db, tenant, params);
    return { items: rows.map(toCompanyUser), ...total };
  };

  const getUser = async (tenant: Tenant, id: string) =>
    toCompanyUser(await q.companyUserRepository.get(db, tenant, id));

  const updateUser = async (tenant: Tenant, id: string, input: TCompanyUserUpdate) => {
    const current = await q.companyUserRepository.get(db, tenant, id);
    if (id === tenant.userId) {
      if (!input.enabled) {
        throw forbidden(SETTINGS_MSG.cannotDisableSelf, 'SELF_DISABLE');
      }
      if (input.role !== current.role) {
        throw forbidden(SETTINGS_MSG.cannotChangeOwnRole, 'SELF_ROLE');
      }
    }
    const row = await db.transaction(async (tx) => {
      // The change log's "before" is the row as locked by the update, not the one read above.
      const changed = await q.companyUserRepository.update(tx, tenant, id, input).catch(nullWhenGone);
      if (changed) {
        await recordEvent(tx, tenant, {
          aggregateType: 'user',
          aggregateId: id,
          type: 'user.updated',
          before: loggedUser(changed.before),
          after: loggedUser(changed.after),
        });
      }
      return changed?.after ?? null;
    });
    if (!row) {
      throw new AppError(400, 'UPDATE_FAILED', SETTINGS_MSG.updateUserFailed);
    }
    if (current.enabled && !row.enabled) {
      await revokeSessions(db, 'user-disabled', { userIds: [row.id] });
    }
    const message =
      current.enabled === row.enabled
        ? SETTINGS_MSG.userUpdated
        : row.enabled
          ? SETTINGS_MSG.userEnabled
          : SETTINGS_MSG.userDisabled;
    return { user: toCompanyUser(row), message };
  };

  return {
    profile,
    updateProfile,
    replaceAvatar,
    removeAvatar,
    avatarOf,
    listUsers,
    getUser,
    updateUser,
  };
};
