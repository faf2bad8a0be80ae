import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, mailOutbox, users } from '../../db/schema';
import { call, createTestApp, type TestContext } from '../../test/test-app';
import * as queries from './vendor-sourcing.queries';

// The losing side of two simultaneous sign-ups with one address: its look-up found no account, but the
// winner committed before its insert, so the unique index on users.email refuses it. On the embedded
// database the two requests are serialised, so the look-up is made to miss once here to reach that
// branch deterministically; everything else is the real service and database.
vi.mock('./vendor-sourcing.queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('./vendor-sourcing.queries')>();
  return { ...original, findAccountByEmail: vi.fn(original.findAccountByEmail) };
});

const PASSWORD = 'a long enough password';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://lanehub.example.test' });
});
afterAll(async () => {
  await ctx?.close();
});

const body = (email: string, companyName: string) => ({
  companyName,
  country: 'CA',
  state: 'BC',
  email,
  firstName: 'Lee',
  lastName: 'Park',
  password: PASSWORD,
  confirmPassword: PASSWORD,
});
const post = (url: string, payload: object) => call(ctx.app, null, { method: 'POST', url, payload });
const missOnce = () => vi.mocked(queries.findAccountByEmail).mockResolvedValueOnce(null);
const countCompanies = async () => (await ctx.database.db.select().from(companies)).length;
const userRows = (email: string) => ctx.database.db.select().from(users).where(eq(users.email, email));

describe('a sign-up that loses the race for its address (unique violation)', () => {
  it.each([
    ['vendor', '/api/lanehub-core/company/vendor'],
    ['sourcing', '/api/sourcing/seller'],
  ])('gets the reply of the %s sign-up that won, and its company is rolled back', async (name, url) => {
    const email = `race.${name}@example.test`;
    const won = await post(url, body(email, `Winner ${name}`));
    expect(won.statusCode, won.body).toBe(201);
    const before = await countCompanies();
    const mailsBefore = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

    missOnce();
    const lost = await post(url, body(email, `Loser ${name}`));
    expect(lost.statusCode, lost.body).toBe(201);
    expect(lost.json()).toEqual(won.json());

    expect(await countCompanies()).toBe(before);
    expect(
      await ctx.database.db
        .select()
        .from(companies)
        .where(eq(companies.legalName, `Loser ${name}`)),
    ).toEqual([]);
    expect(await userRows(email)).toHaveLength(1);
    // The loser's e-mail was in its rolled-back transaction: nothing new in the outbox.
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mails).toHaveLength(mailsBefore.length);
  });
});
