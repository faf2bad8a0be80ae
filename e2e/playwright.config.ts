import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The browser journeys drive the built app, served by the built server, in Debian's Chromium
// (never a downloaded browser). The server gets a fresh embedded database each run, or the
// PostgreSQL database of DATABASE_URL (demo data seeded there on purpose for the journeys).
const chromium = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8' }).trim();
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(tmpdir(), `lanehub-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
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
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_PER_ADDRESS: '100000',
      // Sourcing log-in to the storefront leaves for this address (the journey intercepts it).
      STOREFRONT_URL: 'https://storefront.lanehub.test/shop',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
