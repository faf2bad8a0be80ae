import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The process as a user runs it: starts on the embedded database, prints the demo log-ins, exits
// on SIGTERM although PGlite is open, and reuses its data on the next start. With the demo log-ins it
// listens on loopback unless HOST is set; a HOST beyond loopback replaces their password (issue 11).
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

const start = (host: string | null) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.HOST;
  if (host) {
    env.HOST = host;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    env,
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

const logIn = (password: string) =>
  fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-api-key': 'lanehub-web' },
    body: JSON.stringify({ email: 'admin@lanehub.demo', password }),
  });

/** This machine's addresses other than loopback (the container's own interface, a LAN address). */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a?.address as string);

const reachable = async (address: string) => {
  try {
    await fetch(`http://${address}:${port}/api/health`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it('starts, seeds once on loopback only, stops on SIGTERM, reuses its data; an exposed HOST replaces the demo passwords', async () => {
    port = await freePort();
    const first = start(null);
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('admin@lanehub.demo');
    expect(first.output()).toContain('Seeded the demo companies');
    // HOST unset and demo log-ins: loopback only.
    expect(first.output()).toContain(`Listening on 127.0.0.1:${port} (HOST unset)`);
    expect(first.output()).toContain('password for all: lanehub-demo');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    for (const address of outsideAddresses()) {
      expect(await reachable(address), address).toBe(false);
    }
    expect(await stop(first.child)).toBe(0);

    const second = start('127.0.0.1');
    await second.ready;
    expect(second.output()).not.toContain('Seeded the demo companies');
    expect(second.output()).not.toContain('was replaced');
    expect((await logIn('lanehub-demo')).status).toBe(200);
    expect(await stop(second.child)).toBe(0);

    // HOST set beyond loopback: every demo password is replaced, printed once on the console.
    const third = start('0.0.0.0');
    await third.ready;
    const output = third.output();
    expect(output).toContain(`Listening on 0.0.0.0:${port};`);
    expect(output).toContain('the demo password lanehub-demo was replaced');
    expect(output).not.toContain('password for all: lanehub-demo');
    const printed = /admin@lanehub\.demo\s+([A-Za-z0-9_-]{24})\s/.exec(output)?.[1];
    expect(printed).toBeDefined();
    expect((await logIn('lanehub-demo')).status).toBe(401);
    expect((await logIn(printed as string)).status).toBe(200);
    expect(await stop(third.child)).toBe(0);
  }, 180_000);
});
