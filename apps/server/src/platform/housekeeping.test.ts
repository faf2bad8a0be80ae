import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, rateLimits, refreshTokens, sessions, storedFiles, users } from '../db/schema';
import { createTenant, createTestApp, type TestContext, type TestUser } from '../test/test-app';
import { createLocalFileStorage, type FileStorage, storageKeyExists } from './files';
import {
  HOUSEKEEPING_RULES,
  purgeOneTimeTokens,
  purgeOrphanFiles,
  purgeRateLimits,
  purgeSessions,
} from './housekeeping';

// Each purge on its own: what must go goes, what must stay stays.

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createTenant(ctx.database.db, { name: 'Tidy Freight' });
});
afterAll(async () => ctx?.close());

describe('purgeSessions', () => {
  it('removes sessions expired or revoked past the retention with their refresh tokens, and old used tokens', async () => {
    const { db } = ctx.database;
    const session = async (label: string, fields: Partial<typeof sessions.$inferInsert>) => {
      const [row] = await db
        .insert(sessions)
        .values({ userId: user.id, userAgent: label, expiresAt: ahead(DAY), ...fields })
        .returning();
      await db.insert(refreshTokens).values({ sessionId: row?.id as string, tokenHash: `hash-${label}` });
      return row?.id as string;
    };
    const expiredLongAgo = await session('expired-long-ago', { expiresAt: ago(31 * DAY) });
    const revokedLongAgo = await session('revoked-long-ago', { revokedAt: ago(31 * DAY) });
    const expiredRecently = await session('expired-recently', { expiresAt: ago(2 * DAY) });
    const revokedRecently = await session('revoked-recently', { revokedAt: ago(2 * DAY) });
    const live = await session('live', {});
    await db.insert(refreshTokens).values([
      { sessionId: live, tokenHash: 'used-long-ago', usedAt: ago(91 * DAY) },
      { sessionId: live, tokenHash: 'used-recently', usedAt: ago(DAY) },
    ]);

    const removed = await purgeSessions(db, HOUSEKEEPING_RULES);
    expect(removed.sessions).toBeGreaterThanOrEqual(2);

    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [expiredLongAgo, revokedLongAgo, expiredRecently, revokedRecently, live]));
    expect(left.map((r) => r.id).sort()).toEqual([expiredRecently, revokedRecently, live].sort());
    const tokens = await db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(
        inArray(refreshTokens.sessionId, [expiredLongAgo, revokedLongAgo, expiredRecently, revokedRecently, live]),
      );
    expect(tokens.map((t) => t.hash).sort()).toEqual(
      ['hash-expired-recently', 'hash-live', 'hash-revoked-recently', 'used-recently'].sort(),
    );
    // Run again: nothing more goes.
    expect(await purgeSessions(db, HOUSEKEEPING_RULES)).toEqual({ sessions: 0, refreshTokens: 0 });
  });
});

describe('purgeOneTimeTokens', () => {
  it('removes tokens spent or expired past the retention, keeps live and recent ones', async () => {
    const { db } = ctx.database;
    const token = async (label: string, fields: Partial<typeof oneTimeTokens.$inferInsert>) => {
      const [row] = await db
        .insert(oneTimeTokens)
        .values({ purpose: 'invitation', tokenHash: `ott-${label}`, expiresAt: ahead(DAY), ...fields })
        .returning();
      return row?.id as string;
    };
    const gone = [
      await token('expired-long-ago', { expiresAt: ago(8 * DAY) }),
      await token('used-long-ago', { usedAt: ago(8 * DAY) }),
    ];
    const kept = [
      await token('live', {}),
      await token('expired-recently', { expiresAt: ago(DAY) }),
      await token('used-recently', { usedAt: ago(DAY) }),
    ];
    await purgeOneTimeTokens(db, HOUSEKEEPING_RULES);
    const left = await db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(inArray(oneTimeTokens.id, [...gone, ...kept]));
    expect(left.map((r) => r.id).sort()).toEqual([...kept].sort());
  });
});

describe('purgeRateLimits', () => {
  it('removes the counters whose expires_at passed and keeps those still counting', async () => {
    const { db } = ctx.database;
    await db.insert(rateLimits).values([
      { key: 'hk:old', windowStart: ago(DAY), hits: 3, expiresAt: ago(1000) },
      { key: 'hk:live', windowStart: new Date(), hits: 1, expiresAt: ahead(60_000) },
    ]);
    await purgeRateLimits(db);
    const left = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['hk:old', 'hk:live']));
    expect(left.map((r) => r.key)).toEqual(['hk:live']);
  });
});

describe('purgeOrphanFiles', () => {
  let root: string;
  let files: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lanehub-housekeeping-'));
    files = createLocalFileStorage(root);
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  const age = async (key: string, ms: number) => {
    const when = ago(ms);
    await utimes(path.join(root, key), when, when);
  };

  it('removes old bytes no record names; keeps documents, logos, avatars and uploads in flight', async () => {
    const { db } = ctx.database;
    const companyId = user.companyId as string;
    const put = async (content: string, oldMs: number) => {
      const key = await files.put(companyId, Buffer.from(content));
      await age(key, oldMs);
      return key;
    };
    const document = await put('document', 2 * DAY);
    const logo = await put('logo', 2 * DAY);
    const avatar = await put('avatar', 2 * DAY);
    const orphan = await put('orphan', 2 * DAY);
    const inFlight = await put('in flight', 60_000);
    for (const [key, where] of [
      [document, 'documents'],
      [logo, 'company_logo'],
    ] as const) {
      await db.insert(storedFiles).values({
        companyId,
        where,
        name: `${where}.pdf`,
        originalName: `${where}.pdf`,
        mimeType: 'application/pdf',
        size: 1,
        sha256: 'x',
        storageKey: key,
      });
    }
    await db.update(users).set({ avatar }).where(eq(users.id, user.id));
    // An upload that crashed mid-write long ago, and one being written now.
    const stalePart = path.join(root, companyId, `.${randomUUID()}.part`);
    const freshPart = path.join(root, companyId, `.${randomUUID()}.part`);
    await writeFile(stalePart, 'half');
    await writeFile(freshPart, 'half');
    await utimes(stalePart, ago(2 * DAY), ago(2 * DAY));

    expect(await purgeOrphanFiles(db, files, HOUSEKEEPING_RULES)).toEqual({ files: 1, partialUploads: 1 });
    for (const key of [document, logo, avatar, inFlight]) {
      expect(await storageKeyExists(root, key)).toBe(true);
    }
    expect(await storageKeyExists(root, orphan)).toBe(false);
    const names = await readdir(path.join(root, companyId));
    expect(names).toContain(path.basename(freshPart));
    expect(names).not.toContain(path.basename(stalePart));
    expect(await purgeOrphanFiles(db, files, HOUSEKEEPING_RULES)).toEqual({ files: 0, partialUploads: 0 });
  });
});

describe('the housekeeping schedule', () => {
  it("puts each purge on pg-boss's cron when the server starts (no timer of our own)", async () => {
    const result = await ctx.database.db.execute(sql`select name, cron, timezone from pgboss.schedule order by name`);
    const rows = (result as unknown as { rows: Array<{ name: string; cron: string; timezone: string }> }).rows;
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'lanehub-purge-sessions', cron: '7 * * * *', timezone: 'UTC' },
        { name: 'lanehub-purge-one-time-tokens', cron: '17 * * * *', timezone: 'UTC' },
        { name: 'lanehub-purge-rate-limits', cron: '*/10 * * * *', timezone: 'UTC' },
        { name: 'lanehub-purge-orphan-files', cron: '37 3 * * *', timezone: 'UTC' },
      ]),
    );
  });
});
