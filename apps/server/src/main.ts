import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USER_WITHOUT_COMPANY } from './features/demo/demo.data';
import { hasAnyUser, seedDemo } from './features/demo/demo.seed';
import { seedHelp } from './features/help/help.seed';
import { bootstrapAdmin } from './platform/bootstrap';

const here = path.dirname(fileURLToPath(import.meta.url));

const main = async () => {
  const config = loadConfig();
  // The built web app sits beside the server in the repository unless WEB_DIST says otherwise.
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const database = await openDatabase(config.database);
  let closing = false;
  const shutdown = async (signal: string, app?: Awaited<ReturnType<typeof buildApp>>) => {
    if (closing) {
      return;
    }
    closing = true;
    console.log(`\n${signal} received: closing Lanehub`);
    try {
      await app?.close();
    } finally {
      // A process with an open PGlite never exits: close it explicitly (STACK.md).
      await database.close();
      process.exit(0);
    }
  };

  try {
    await database.migrate();
    await seedHelp(database.db);
    if (config.seedDemo && (await seedDemo(database.db))) {
      console.log('Seeded the demo companies and users.');
    }
    if (config.bootstrapAdmin && (await bootstrapAdmin(database.db, config.bootstrapAdmin))) {
      console.log(`Created the first system administrator ${config.bootstrapAdmin.email}.`);
    }
    if (!(await hasAnyUser(database.db))) {
      console.warn('No user exists. Set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create the first administrator.');
    }
    const app = await buildApp({ ...config, webDist }, database);
    process.once('SIGTERM', () => void shutdown('SIGTERM', app));
    process.once('SIGINT', () => void shutdown('SIGINT', app));
    await app.listen({ host: config.host, port: config.port });
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    // One write, so the banner is never interleaved with other output.
    const banner = [
      '',
      `Lanehub is running at http://localhost:${config.port}  (database: ${where})`,
      `API documentation: http://localhost:${config.port}/api/docs`,
    ];
    if (config.seedDemo) {
      banner.push('', `Demo log-ins (password for all: ${DEMO_PASSWORD}):`);
      for (const company of DEMO_COMPANIES) {
        for (const user of company.users) {
          const tag = user.isSystemAdmin ? 'system administrator' : `${user.role}, ${company.legalName}`;
          banner.push(`  ${user.email.padEnd(30)} ${tag}${company.pendingStatus ? ' (company pending approval)' : ''}`);
        }
      }
      banner.push(`  ${DEMO_USER_WITHOUT_COMPANY.email.padEnd(30)} no company yet`);
    }
    console.log(banner.join('\n'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await database.close();
    process.exit(1);
  }
};

void main();
