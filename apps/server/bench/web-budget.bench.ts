import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';

// npm run bench:web (and the last part of npm run bench): the web app's budgets measured in a real
// browser (issue 13 "Delivery"). Starts the built server (apps/server/dist/main.js, serving
// apps/web/dist) on a fresh embedded database with the demo data, and loads in headless Chromium:
//   1. /login with an empty cache;
//   2. the signed-in /dashboard (the shell) with an empty cache, after signing in as the demo shipper's
//      administrator through the log-in and account-selection screens;
//   3. each lazy feature route below, opened after the dashboard has filled the cache: what it adds;
//   4. /login in French (the `lang` cookie): only the French catalogue loads.
// For each it prints the JS and CSS bytes as transferred (compressed bodies and headers, DevTools'
// "Transferred", from the DevTools protocol's encodedDataLength), their size once decompressed, the
// number of scripts, and the time to content (from navigation start until the screen shows its content
// with no loader left). Targets: /login <= 150 KiB of JS transferred, the shell <= 350 KiB, each lazy
// route <= 150 KiB more, no other language's catalogue. Exits with 1 when a target is missed.
// BENCH_WEB_PORT (default 3904), LANEHUB_SERVER (another build's main.js), CHROMIUM (the browser);
// BENCH_WEB_VERBOSE=true lists every script and stylesheet of each screen.

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3904);
const SERVER = process.env.LANEHUB_SERVER ?? path.join(here, '../dist/main.js');
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'shipper.admin@lanehub.demo';
const PASSWORD = 'lanehub-demo';
const ACCOUNT = 'MLH-1001';
const KIB = 1024;
const VERBOSE = process.env.BENCH_WEB_VERBOSE === 'true';
const BUDGET = { login: 150 * KIB, shell: 350 * KIB, lazyRoute: 150 * KIB };
/** Feature screens of the demo shipper's administrator, each a lazy chunk of its own. */
const LAZY_ROUTES = [
  '/company/locations',
  '/company/company-details',
  '/company-network',
  '/company/company-hierarchy',
  '/company/resources-documents',
  '/settings/access',
  '/settings/users',
];
/** The language catalogues other than English are chunks named after the language (lib/i18n.ts). */
const CATALOGUE_CHUNK = /\/assets\/(fr|es)-[\w-]+\.js$/;

const chromiumPath = () =>
  process.env.CHROMIUM ?? execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8' }).trim();

const waitFor = async (url: string, timeoutMs = 120_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
};

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
};

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

type Transfer = { url: string; type: string; transferred: number; decoded: number };

/** Records every response of a page through the DevTools protocol: bytes on the wire and decoded. */
const recordTransfers = async (context: BrowserContext, page: Page) => {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; type: string; decoded: number }>();
  let transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    pending.set(event.requestId, { url: event.response.url, type: event.type, decoded: 0 });
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) {
      entry.decoded += event.dataLength;
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) {
      pending.delete(event.requestId);
      transfers.push({ ...entry, transferred: event.encodedDataLength });
    }
  });
  return {
    cdp,
    /** Everything loaded since the last call. */
    take: async () => {
      // Let the last loadingFinished events arrive.
      await page.waitForTimeout(300);
      const taken = transfers;
      transfers = [];
      return taken;
    },
    clearCache: () => cdp.send('Network.clearBrowserCache'),
  };
};

/**
 * Waits until the screen shows its content: the document is loaded, `ready` holds and no Mantine loader
 * is left. Returns the time from navigation start, in ms.
 */
const elapsed = async (page: Page, ready: string): Promise<number> => {
  const handle = await page.waitForFunction(
    (readySelector) => {
      // Run in the page; this file is type-checked without the DOM's types.
      const doc = (globalThis as unknown as { document: { readyState: string; querySelector: (s: string) => unknown } })
        .document;
      return doc.readyState === 'complete' &&
        doc.querySelector(readySelector) !== null &&
        doc.querySelector('.mantine-Loader-root') === null
        ? performance.now()
        : false;
    },
    ready,
    { polling: 'raf', timeout: 60_000 },
  );
  return Math.round(Number(await handle.jsonValue()));
};

type Row = {
  name: string;
  jsTransferred: number;
  jsDecoded: number;
  scripts: number;
  cssTransferred: number;
  cssDecoded: number;
  ms: number;
  budget: number | null;
  catalogues: string[];
};

const rowOf = (name: string, transfers: Transfer[], ms: number, budget: number | null): Row => {
  // Cache hits come with 0 bytes transferred: they are not part of what this screen added.
  const fetched = transfers.filter((t) => t.transferred > 0);
  const scripts = fetched.filter((t) => t.type === 'Script');
  const styles = fetched.filter((t) => t.type === 'Stylesheet');
  if (VERBOSE) {
    console.log(`${name}:`);
    for (const t of [...scripts, ...styles].sort((a, b) => b.transferred - a.transferred)) {
      console.log(
        `  ${kib(t.transferred).padStart(7)} KiB  ${kib(t.decoded).padStart(7)} KiB  ${new URL(t.url).pathname}`,
      );
    }
  }
  const sum = (list: Transfer[], key: 'transferred' | 'decoded') => list.reduce((total, t) => total + t[key], 0);
  return {
    name,
    jsTransferred: sum(scripts, 'transferred'),
    jsDecoded: sum(scripts, 'decoded'),
    scripts: scripts.length,
    cssTransferred: sum(styles, 'transferred'),
    cssDecoded: sum(styles, 'decoded'),
    ms,
    budget,
    catalogues: scripts.map((t) => t.url.match(CATALOGUE_CHUNK)?.[1]).filter((lng): lng is string => Boolean(lng)),
  };
};

/** Screens that hold their content in the shell's main area: a heading there. */
const MAIN_CONTENT = 'main h1, main h2, main h3';
/** The log-in form. */
const LOGIN_FORM = 'input[type="password"]';

const signIn = async (page: Page) => {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const account = page.getByLabel('Account Number');
  await Promise.race([page.waitForURL(/\/dashboard/, { timeout: 30_000 }), account.waitFor({ timeout: 30_000 })]);
  if (!/\/dashboard/.test(page.url())) {
    await account.fill(ACCOUNT);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  }
};

const print = (rows: Row[]) => {
  const header = [
    'screen',
    'JS transferred (KiB)',
    'JS decoded (KiB)',
    'scripts',
    'CSS transferred (KiB)',
    'CSS decoded (KiB)',
    'time to content (ms)',
    'budget (KiB)',
    'verdict',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) {
    const verdict = row.budget === null ? '' : row.jsTransferred <= row.budget ? 'within' : '**over**';
    console.log(
      `| ${[
        row.name,
        kib(row.jsTransferred),
        kib(row.jsDecoded),
        row.scripts,
        kib(row.cssTransferred),
        kib(row.cssDecoded),
        row.ms,
        row.budget === null ? '' : kib(row.budget),
        verdict,
      ].join(' | ')} |`,
    );
  }
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-web-bench-'));
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      LOGIN_MAX_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
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
  });
  const rows: Row[] = [];
  const problems: string[] = [];
  try {
    await waitFor(`${BASE}/api/health`);
    const index = await fetch(`${BASE}/`, { headers: { 'accept-encoding': 'br' } });
    console.log(`server ${BASE} (index.html content-encoding: ${index.headers.get('content-encoding') ?? 'none'})`);

    // 1. /login, empty cache, English.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const net = await recordTransfers(context, page);
    await page.goto(`${BASE}/login`);
    const loginMs = await elapsed(page, LOGIN_FORM);
    rows.push(rowOf('/login (empty cache)', await net.take(), loginMs, BUDGET.login));

    // 2. The signed-in shell: sign in, then /dashboard again with an empty cache (the session stays).
    await signIn(page);
    await elapsed(page, MAIN_CONTENT);
    await net.take();
    await net.clearCache();
    await page.goto(`${BASE}/dashboard`);
    const dashboardMs = await elapsed(page, MAIN_CONTENT);
    rows.push(rowOf('signed-in /dashboard (empty cache)', await net.take(), dashboardMs, BUDGET.shell));

    // 3. Each lazy route, on top of a cache the dashboard filled (and nothing else).
    for (const route of LAZY_ROUTES) {
      await net.clearCache();
      await page.goto(`${BASE}/dashboard`);
      await elapsed(page, MAIN_CONTENT);
      await net.take();
      await page.goto(`${BASE}${route}`);
      const ms = await elapsed(page, MAIN_CONTENT);
      if (new URL(page.url()).pathname !== route) {
        problems.push(`${route} redirected to ${page.url()}`);
      }
      rows.push(rowOf(`${route} (added to the shell)`, await net.take(), ms, BUDGET.lazyRoute));
    }
    await context.close();

    // 4. /login in French: its catalogue, and no other.
    const french = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await french.addCookies([{ name: 'lang', value: 'fr', url: BASE }]);
    const frenchPage = await french.newPage();
    const frenchNet = await recordTransfers(french, frenchPage);
    await frenchPage.goto(`${BASE}/login`);
    const frenchMs = await elapsed(frenchPage, LOGIN_FORM);
    const frenchRow = rowOf('/login in French (empty cache)', await frenchNet.take(), frenchMs, null);
    rows.push(frenchRow);
    await french.close();

    print(rows);
    for (const row of rows) {
      if (row.budget !== null && row.jsTransferred > row.budget) {
        problems.push(`${row.name}: ${kib(row.jsTransferred)} KiB of JS, over ${kib(row.budget)} KiB`);
      }
      const expected = row === frenchRow ? ['fr'] : [];
      if (row.catalogues.join() !== expected.join()) {
        problems.push(
          `${row.name} loaded the catalogues [${row.catalogues.join(', ')}], expected [${expected.join(', ')}]`,
        );
      }
    }
    console.log(
      problems.length
        ? `\nTargets missed:\n- ${problems.join('\n- ')}`
        : '\nEvery target met; only the chosen language catalogue loaded.',
    );
    if (problems.length) {
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
