import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

// One schema, two drivers (DESIGN.md §6): PGlite embedded by default, PostgreSQL via DATABASE_URL.
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Raw SQL for pg-boss (platform/jobs.ts): with values, one parameterised statement; without, the
   * text may hold several statements (PGlite runs those with exec(), its query() takes only one).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, for a LISTEN (the session check
   * cache's listener, platform/auth-cache.ts). PGlite has none: the cache stays off there.
   */
  listenConnection?: () => pg.Client;
};

// The migrations folder sits in the source tree; the sources (src/db/client.ts) and the bundled
// server (dist/main.js) both find it.
const findMigrationsFolder = (): string => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '..', 'src', 'db', 'migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) {
    throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  }
  return found;
};

export const MIGRATIONS_FOLDER = findMigrationsFolder();

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the lists' search indexes). PGlite loads
 * an extension's code only when the instance is created with it, so every PGlite is made with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const openPglite = async (client: PGlite): Promise<Database> => {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        return client.query<Record<string, unknown>>(text, values);
      }
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: async () => {
      if (!client.closed) {
        await client.close();
      }
    },
  };
};

export const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    executeSql: async (text, values) => pool.query(text, values),
    listenConnection: () => new pg.Client({ connectionString: url }),
    close: async () => {
      await pool.end();
    },
  };
};

export const openDatabase = async (config: Config['database']): Promise<Database> => {
  if (config.kind === 'postgres') {
    return openPostgres(config.url);
  }
  if (config.dataDir) {
    // PGlite does not create parent directories (STACK.md).
    mkdirSync(config.dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  return openPglite(client);
};
