import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, PGLITE_EXTENSIONS } from './db/client';

// `npm run lint:api` step 1: writes the OpenAPI document of /api/docs/json to the file named on the
// command line, from an app built on a throw-away embedded database (no server, no port, no data).
const main = async () => {
  const target = process.argv[2];
  if (!target) {
    throw new Error('usage: openapi-write.ts <file.json>');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-openapi-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite(client);
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
    const app = await buildApp({ ...config, webDist: null }, database);
    try {
      await app.ready();
      mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Wrote ${target}`);
};

await main();
