// The second server of the browser journeys is a new installation: an empty database, no demo data,
// and only the first system administrator that ADMIN_EMAIL and ADMIN_PASSWORD create on start
// (apps/server/src/platform/bootstrap.ts). The onboarding journeys in tests/fresh/ run against it.

export const FRESH_ADMIN = {
  email: 'first.admin@lanehub.test',
  password: 'the first administrator of Lanehub',
} as const;

/** The account bootstrap.ts gives the first administrator's company. */
export const FRESH_ADMIN_ACCOUNT = 'ADMIN';

// Only a database whose name ends with this is ever dropped by reset-fresh-database.ts.
export const FRESH_SUFFIX = '_fresh';

/** `postgres://…/<db>` → `postgres://…/<db>_fresh`: the fresh server's own database on the same PostgreSQL server. */
export const freshDatabaseUrl = (databaseUrl: string): string => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) {
    throw new Error('DATABASE_URL names no database');
  }
  url.pathname = `/${encodeURIComponent(`${name}${FRESH_SUFFIX}`)}`;
  return url.toString();
};
