import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../db/client';

// Tests of a migration on an existing installation: a bare database (PGlite, or a throwaway database
// on the server DATABASE_URL names) brought to the migration before the one under test, holding the
// rows an older installation could have, then the migration itself.

export type RawDb = {
  exec: (sql: string) => Promise<void>;
  rows: <T>(sql: string) => Promise<T[]>;
  /** The server's notices (RAISE NOTICE) in the order they came. */
  notices: string[];
  close: () => Promise<void>;
};

/** Opens an empty database outside the app: no migrations run, no pool, no tenancy. */
export const openRawDatabase = async (): Promise<RawDb> => {
  const notices: string[] = [];
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return {
      notices,
      exec: async (sql) => {
        await client.exec(sql, { onNotice: (notice) => notices.push(notice.message ?? '') });
      },
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      close: () => client.close(),
    };
  }
  const name = `lanehub_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  return {
    notices,
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

/**
 * The SQL of every migration up to and including `tag`, in the journal's order. Throws when the
 * journal has no such migration (renamed or regenerated), so the test cannot pass on nothing.
 */
export const migrationsUpTo = (tag: string): string[] => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tags = journal.entries.map((entry) => entry.tag);
  const index = tags.indexOf(tag);
  if (index < 0) {
    throw new Error(`No migration ${tag} in the journal (${tags.join(', ')})`);
  }
  return tags.slice(0, index + 1).map((t) => readFileSync(path.join(MIGRATIONS_FOLDER, `${t}.sql`), 'utf8'));
};
