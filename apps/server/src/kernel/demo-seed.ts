import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

// The demo set is collected, not hand-listed: each feature that has demo rows declares a `DemoSeed`
// in its `<feature>.demo.ts`, and app composition (`demo-seeds.ts`, beside `main.ts`) lists them.
// The demo feature runs them inside its one seeding transaction; it imports none of them.

export type DemoSeed = {
  /** Names the seed in failures. */
  name: string;
  /** Runs once per approved demo company, after its accounts, users, policies and equipment types. */
  company?: (tx: Db, company: { id: string; legalName: string }) => Promise<void>;
  /** Runs once, after every demo company, with the hash of the published demo password. */
  after?: (tx: Db, passwordHash: string) => Promise<void>;
  /** The log-ins the seed creates, and who each is (the start banner, the password rotation). */
  logins?: ReadonlyArray<{ email: string; who: string }>;
};

/** A demo company's id by its legal name (the demo set names its companies; seeds find them so). */
export const demoCompanyId = async (tx: Db, legalName: string): Promise<string | undefined> =>
  (await tx.select({ id: companies.id }).from(companies).where(eq(companies.legalName, legalName)).limit(1))[0]?.id;
