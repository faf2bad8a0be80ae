import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from './client';

// Migration 0014 on an existing installation (issue 13 §4): every company's 'Company administrator'
// policy covers company editing, and every administrator of the company holds it.

const MIGRATION = '0014_company_admin_policy';

const openRaw = async () => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return {
      exec: async (sql: string) => {
        await client.exec(sql);
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
  return {
    exec: async (sql: string) => {
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

const migrationsUpTo = (tag: string) => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tags = journal.entries.map((entry) => entry.tag);
  expect(tags).toContain(tag);
  return tags
    .slice(0, tags.indexOf(tag) + 1)
    .map((t) => readFileSync(path.join(MIGRATIONS_FOLDER, `${t}.sql`), 'utf8'));
};

describe('the company-administrator migration on an existing installation', () => {
  it("gives every administrator the company's 'Company administrator' policy, which covers company editing", async () => {
    const raw = await openRaw();
    try {
      const files = migrationsUpTo(MIGRATION);
      const last = files.pop() as string;
      for (const file of files) {
        await raw.exec(file);
      }
      const A = '0a000000-0000-4000-8000-000000000001';
      await raw.exec(`
        insert into companies (id, legal_name) values ('${A}', 'Alpha Carrier');
        insert into users (id, company_id, email, password_hash, first_name, last_name, role) values
          ('0a000000-0000-4000-8000-0000000000a1', '${A}', 'admin1@example.test', 'x', 'Ada', 'One', 'admin'),
          ('0a000000-0000-4000-8000-0000000000a2', '${A}', 'admin2@example.test', 'x', 'Ben', 'Two', 'admin'),
          ('0a000000-0000-4000-8000-0000000000a3', '${A}', 'member@example.test', 'x', 'Cy', 'Three', 'user');
        insert into policies (id, company_id, name, permissions) values
          ('0a000000-0000-4000-8000-0000000000f1', '${A}', 'Company administrator', '{asset.*,order.*}'),
          ('0a000000-0000-4000-8000-0000000000f2', '${A}', 'Carrier operations', '{company.view}');
        insert into user_policies (company_id, user_id, policy_id, account_id) values
          ('${A}', '0a000000-0000-4000-8000-0000000000a1', '0a000000-0000-4000-8000-0000000000f1', null),
          ('${A}', '0a000000-0000-4000-8000-0000000000a2', '0a000000-0000-4000-8000-0000000000f2', null);
      `);

      await raw.exec(last);

      expect(
        await raw.rows<{ permissions: string[] }>(
          `select permissions from policies where id = '0a000000-0000-4000-8000-0000000000f1'`,
        ),
      ).toEqual([{ permissions: ['asset.*', 'order.*', 'company.*'] }]);
      // Both administrators hold it once; the ordinary user is not given it.
      expect(
        await raw.rows<{ email: string; name: string }>(`
          select u.email, p.name from user_policies up
          join users u on u.id = up.user_id join policies p on p.id = up.policy_id
          order by u.email, p.name`),
      ).toEqual([
        { email: 'admin1@example.test', name: 'Company administrator' },
        { email: 'admin2@example.test', name: 'Carrier operations' },
        { email: 'admin2@example.test', name: 'Company administrator' },
      ]);
    } finally {
      await raw.close();
    }
  });
});
