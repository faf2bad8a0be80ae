import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The process as a user runs it: starts on the embedded database, prints the demo log-ins, exits
// on SIGTERM although PGlite is open, and reuses its data on the next start.
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-main-'));

// A port the system says is free right now.
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
let port = 0;

const start = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', () => {
      if (output.includes('Lanehub is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`exited early with ${code}:\n${output}`)));
  });
  return { child, ready, output: () => output };
};

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('starts, seeds once, stops on SIGTERM and reuses its data', async () => {
    port = await freePort();
    const first = start();
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('admin@lanehub.demo');
    expect(first.output()).toContain('Seeded the demo companies');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await stop(first.child)).toBe(0);

    const second = start();
    await second.ready;
    expect(second.output()).not.toContain('Seeded the demo companies');
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-api-key': 'lanehub-web' },
      body: JSON.stringify({ email: 'admin@lanehub.demo', password: 'lanehub-demo' }),
    });
    expect(login.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 120_000);
});
