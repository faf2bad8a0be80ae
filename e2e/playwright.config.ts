import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FRESH_ADMIN, freshDatabaseUrl } from './fresh-install';

// The browser journeys drive the built app, served by the built server, in Debian's Chromium
// (never a downloaded browser). Two servers run side by side:
// - demo (E2E_PORT): a fresh embedded database each run with the demo data seeded, or the PostgreSQL
//   database of DATABASE_URL (demo data seeded there on purpose for the journeys); every spec except
//   tests/fresh/ runs against it;
// - fresh (E2E_PORT + 1): a new installation, an empty database with only the first system
//   administrator of ADMIN_EMAIL/ADMIN_PASSWORD; the onboarding journeys of tests/fresh/ run against
//   it. With DATABASE_URL its database is `<db>_fresh` on the same PostgreSQL server, dropped and
//   created again before the server starts (reset-fresh-database.ts).
const chromium = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8' }).trim();
const port = Number(process.env.E2E_PORT ?? 3210);
const freshPort = port + 1;
const dataDir = path.join(tmpdir(), `lanehub-e2e-${port}`);
const freshDataDir = path.join(tmpdir(), `lanehub-e2e-${freshPort}`);
const databaseUrl = process.env.DATABASE_URL || null;
const baseURL = `http://127.0.0.1:${port}`;
const freshBaseURL = `http://127.0.0.1:${freshPort}`;

// What both servers share. NODE_ENV is unset: the journeys drive the production build as `npm start`
// runs it (a Secure refresh cookie, which Chromium keeps from http://127.0.0.1). A loopback HOST keeps
// the demo password (a HOST beyond loopback would replace it, issue 11).
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LOGIN_MAX_PER_ADDRESS: '100000',
  // Sourcing log-in to the storefront leaves for this address (the journey intercepts it).
  STOREFRONT_URL: 'https://storefront.lanehub.test/shop',
};
const server = { timeout: 120_000, reuseExistingServer: false, stdout: 'ignore', stderr: 'pipe' } as const;

// The journeys run on two workers, every test on its own (fullyParallel): a journey that writes works
// in a company of its own, created through the API by a fixture (tests/tenant.ts); the journeys that
// test the demo itself sign in with the demo log-ins and only read what no other journey writes, or
// write rows of their own that nothing else counts. A file whose steps build on each other says
// `mode: 'serial'` and shares one tenant between its steps.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A failed journey keeps its trace (npx playwright show-trace test-results/…/trace.zip) and screenshot.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Mantine skips its transitions for reduced motion, so axe never scans a half-faded element.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'demo', testIgnore: '**/fresh/**', use: { baseURL } },
    { name: 'fresh', testDir: './tests/fresh', use: { baseURL: freshBaseURL } },
  ],
  webServer: [
    {
      ...server,
      command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
      url: `${baseURL}/api/health`,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    },
    {
      ...server,
      command: databaseUrl
        ? `rm -rf ${freshDataDir} && node --import tsx reset-fresh-database.ts && node ../apps/server/dist/main.js`
        : `rm -rf ${freshDataDir} && node ../apps/server/dist/main.js`,
      url: `${freshBaseURL}/api/health`,
      env: {
        ...serverEnv,
        PORT: String(freshPort),
        DATA_DIR: freshDataDir,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: FRESH_ADMIN.email,
        ADMIN_PASSWORD: FRESH_ADMIN.password,
        ...(databaseUrl ? { DATABASE_URL: freshDatabaseUrl(databaseUrl) } : {}),
      },
    },
  ],
});
