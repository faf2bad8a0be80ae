import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema';

// The token signing key: JWT_SECRET when set; otherwise one generated on first start and kept in the
// database, so every server process and every restart agrees on it.
export const resolveSigningKey = async (db: Db, configured: string | null): Promise<string> => {
  if (configured) {
    return configured;
  }
  await db
    .insert(systemSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'jwt_secret'));
  if (!row) {
    throw new Error('Could not read the token signing key');
  }
  return row.value;
};
