import { describe, expect, it } from 'vitest';
import { migrationsUpTo, openRawDatabase } from '../test/raw-migrations';

// Migration 0014 on an existing installation (issue 13 §4): every company's 'Company administrator'
// policy covers company editing, and every administrator of the company holds it.

const MIGRATION = '0014_company_admin_policy';

describe('the company-administrator migration on an existing installation', () => {
  it("gives every administrator the company's 'Company administrator' policy, which covers company editing", async () => {
    const raw = await openRawDatabase();
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
