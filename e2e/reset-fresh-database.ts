import pg from 'pg';
import { FRESH_SUFFIX } from './fresh-install';

// Before the fresh server starts on PostgreSQL: drop and create the database its DATABASE_URL names,
// so every run begins from an empty database (the server then applies the migrations). Uses the
// server's own driver. Refuses any database whose name does not end with FRESH_SUFFIX.

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl) {
  throw new Error('reset-fresh-database: DATABASE_URL is not set');
}
const target = new URL(databaseUrl);
const name = decodeURIComponent(target.pathname.slice(1));
if (!name.endsWith(FRESH_SUFFIX)) {
  throw new Error(`reset-fresh-database: refusing to drop "${name}" (the name must end with ${FRESH_SUFFIX})`);
}

// A database cannot be dropped from a connection to itself: work from the server's maintenance database.
const maintenance = new URL(target);
maintenance.pathname = '/postgres';
const client = new pg.Client({ connectionString: maintenance.toString() });
await client.connect();
try {
  const quoted = client.escapeIdentifier(name);
  // WITH (FORCE) ends the sessions a killed earlier run may have left open.
  await client.query(`drop database if exists ${quoted} with (force)`);
  await client.query(`create database ${quoted}`);
} finally {
  await client.end();
}
