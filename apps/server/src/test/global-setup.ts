import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, PGLITE_EXTENSIONS } from '../db/client';
import { installJobQueue } from '../platform/jobs/job-runner';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

// Migrating a fresh PGlite takes seconds; do it once and let every test file load the snapshot.
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lanehub-test-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite(client);
  await database.migrate();
  // pg-boss's tables too, so that no test file creates them again.
  await installJobQueue(database);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
