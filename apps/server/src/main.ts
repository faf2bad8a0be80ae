import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_SEEDS } from './demo-seeds';
import { decideBind } from './features/demo/demo.bind';
import { DEMO_PASSWORD } from './features/demo/demo.data';
import { demoEmails, demoLogins, rotateDemoPasswords, usersWithDemoPassword } from './features/demo/demo.passwords';
import { seedDemo } from './features/demo/demo.seed';
import { seedHelp } from './features/help/help.seed';
import { bootstrapAdmin, hasAnyUser } from './platform/bootstrap';

const here = path.dirname(fileURLToPath(import.meta.url));

// Who each demo log-in is, for the banner.
const demoTags = new Map(demoLogins(DEMO_SEEDS).map((login): [string, string] => [login.email, login.who]));
const demoLine = (email: string, password = '') =>
  `  ${email.padEnd(30)} ${password ? `${password.padEnd(26)} ` : ''}${demoTags.get(email) ?? ''}`;

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
    if (config.seedDemo && (await seedDemo(database.db, DEMO_SEEDS))) {
      console.log('Seeded the demo companies and users.');
    }
    if (config.bootstrapAdmin && (await bootstrapAdmin(database.db, config.bootstrapAdmin))) {
      console.log(`Created the first system administrator ${config.bootstrapAdmin.email}.`);
    }
    if (!(await hasAnyUser(database.db))) {
      console.warn('No user exists. Set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create the first administrator.');
    }
    // Issue 11: the demo's published password never reaches beyond this computer (demo.bind.ts).
    const published = await usersWithDemoPassword(database.db, DEMO_SEEDS);
    const bind = decideBind({ host: config.host, demoLogins: published.length > 0 });
    const replaced = bind.rotateDemoPasswords ? await rotateDemoPasswords(database.db, DEMO_SEEDS) : [];
    const demoLogins = bind.rotateDemoPasswords
      ? []
      : demoEmails(DEMO_SEEDS).filter((e) => published.some((u) => u.email === e));
    const app = await buildApp({ ...config, webDist }, database);
    process.once('SIGTERM', () => void shutdown('SIGTERM', app));
    process.once('SIGINT', () => void shutdown('SIGINT', app));
    await app.listen({ host: bind.host, port: config.port });
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    // One write, so the banner is never interleaved with other output.
    const banner = [
      '',
      `Lanehub is running at http://localhost:${config.port}  (database: ${where})`,
      `Listening on ${bind.host}:${config.port}${config.host === null ? ' (HOST unset)' : ''}; NODE_ENV=${config.env}`,
      `API documentation: http://localhost:${config.port}/api/docs`,
    ];
    if (demoLogins.length > 0) {
      banner.push(
        '',
        `Demo log-ins (password for all: ${DEMO_PASSWORD}), from this computer only:`,
        ...demoLogins.map((email) => demoLine(email)),
      );
      if (config.host === null) {
        banner.push(
          `Setting HOST (e.g. HOST=0.0.0.0) serves other computers and replaces these passwords with random ones.`,
        );
      }
    }
    if (replaced.length > 0) {
      // Printed here once and nowhere else: never through the logger, never stored in clear.
      banner.push(
        '',
        `HOST=${bind.host} serves other computers, so the demo password ${DEMO_PASSWORD} was replaced.`,
        'New demo passwords (shown only now, write them down):',
        ...replaced.map(({ email, password }) => demoLine(email, password)),
      );
    }
    console.log(banner.join('\n'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await database.close();
    process.exit(1);
  }
};

void main();
