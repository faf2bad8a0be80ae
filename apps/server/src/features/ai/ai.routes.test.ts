import { readFileSync } from 'node:fs';
import type { TAiSession } from '@lanehub/shared/features/ai/ai.contract';
import type { SolverResult } from '@lanehub/solvers/model';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orders } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let token: string;
let rivalToken: string;
let ownerCompany: string;
const BASE = '/api/lanehub-core/ai';

const airPassengersCsv = readFileSync(
  new URL('../../../../../packages/solvers/src/sarima/fixtures/airpassengers.csv', import.meta.url),
  'utf8',
);
const csvInput = { source: 'csv', fileName: 'airpassengers.csv', content: airPassengersCsv, frequency: 'month' };

const sessionOf = async (id: string, who = token) =>
  (await call(ctx.app, who, { method: 'GET', url: `${BASE}/sessions/${id}` })).json().data as TAiSession;

/** Waits for the session's job (run by the app's own job worker) to end; the test's timeout bounds it. */
const settled = async (id: string) => {
  for (;;) {
    const session = await sessionOf(id);
    if (['completed', 'stopped', 'failed'].includes(session.status)) {
      return session;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createTenant(ctx.database.db, { name: 'Ai Owner', permissions: ['ai.view'] });
  const rival = await createTenant(ctx.database.db, { name: 'Ai Rival', permissions: ['ai.view'] });
  await createTenant(ctx.database.db, { name: 'Ai Nobody', permissions: ['company.view'] });
  ownerCompany = owner.companyId as string;
  token = (await login(ctx.app, owner.email)).accessToken;
  rivalToken = (await login(ctx.app, rival.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('ai sessions', () => {
  let sessionId: string;

  it('lists the models with their default parameters', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${BASE}/models` });
    expect(res.statusCode).toBe(200);
    const sarima = res.json().data.find((m: { id: string }) => m.id === 'sarima');
    expect(sarima).toMatchObject({
      label: 'SARIMA forecast',
      defaults: { p: 0, d: 1, q: 1, P: 0, D: 1, Q: 1, horizon: 12 },
    });
  });

  it('runs sarima on an uploaded CSV and keeps the forecast', async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: { model: 'sarima', input: csvInput, params: {} },
    });
    expect(created.statusCode).toBe(201);
    const session = created.json().data as TAiSession;
    expect(session).toMatchObject({ model: 'sarima', status: 'queued', hasResult: false });
    expect(session.inputSummary).toMatchObject({ source: 'csv', periods: 144, from: '1949-01', to: '1960-12' });
    sessionId = session.id;

    const done = await settled(sessionId);
    expect(done).toMatchObject({ status: 'completed', hasResult: true, error: null });
    expect(done.progress.iteration).toBeGreaterThan(0);
    const result = (await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions/${sessionId}/result` })).json()
      .data as SolverResult;
    expect(result.status).toBe('optimal');
    const first = result.tables.find((t) => t.id === 'forecast')?.rows[0];
    expect(first?.period).toBe('1961-01');
    expect(Number(first?.forecast)).toBeCloseTo(450.4, 0);
    expect(result.kpis.find((k) => k.key === 'mape')?.value).toEqual(expect.any(Number));
    expect(result.series?.[0]?.points.some((p) => p.kind === 'forecast')).toBe(true);

    const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, sessionId));
    expect(events.map((e) => e.type).sort()).toEqual(['ai-session.completed', 'ai-session.created']);
  });

  it('lists the sessions newest first, paged', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions?limit=1` });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ total: 1, skip: 0, limit: 1 });
    expect(res.json().data[0].id).toBe(sessionId);
    const rival = await call(ctx.app, rivalToken, { method: 'GET', url: `${BASE}/sessions` });
    expect(rival.json().data).toEqual([]);
  });

  it('exports a result table as CSV and as Excel', async () => {
    const csv = await call(ctx.app, token, {
      method: 'GET',
      url: `${BASE}/sessions/${sessionId}/export?table=forecast`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Period,Forecast,Lower,Upper');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toMatch(/^1961-01,450\.4/);

    const xlsx = await call(ctx.app, token, {
      method: 'GET',
      url: `${BASE}/sessions/${sessionId}/export?format=xlsx&table=coefficients`,
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Term');
    expect(sheet?.getRow(2).getCell(1).value).toBe('MA1');
    expect(Math.abs(Number(sheet?.getRow(2).getCell(2).value) - -0.40181)).toBeLessThan(0.02);
  });

  it('stops a running session and keeps its best answer so far', async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: {
        model: 'sarima',
        name: 'Long search',
        input: csvInput,
        params: { auto: true, backtestOrigins: 48, horizon: 24 },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const stop = await call(ctx.app, token, { method: 'POST', url: `${BASE}/sessions/${id}/stop`, payload: {} });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data.status).toBe('stopping');
    // Exactly one Stop wins; the second finds the session stopping (or already stopped).
    const again = await call(ctx.app, token, { method: 'POST', url: `${BASE}/sessions/${id}/stop`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(['stopping', 'stopped']).toContain(again.json().params.current);
    // A session still working cannot be deleted.
    const early = await call(ctx.app, token, { method: 'DELETE', url: `${BASE}/sessions/${id}` });
    expect([409, 200]).toContain(early.statusCode);

    const done = await settled(id);
    expect(done).toMatchObject({ status: 'stopped', hasResult: true });
    const result = (await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions/${id}/result` })).json()
      .data as SolverResult;
    expect(result.status).toBe('stopped');
    // Fewer orders tried than the full grid of 36, and still a forecast of the best of them.
    expect(result.tables.find((t) => t.id === 'candidates')?.rows.length).toBeLessThan(36);
    expect(result.tables.find((t) => t.id === 'forecast')?.rows).toHaveLength(24);

    const removed = await call(ctx.app, token, { method: 'DELETE', url: `${BASE}/sessions/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions/${id}` })).statusCode).toBe(404);
  });

  it('refuses a CSV that is not date,value rows, on the file field', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: { model: 'sarima', input: { ...csvInput, content: 'month,value\n2020-01,12\nnot a date,13\n' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.file).toBe('Row 3: not a date is not a date (YYYY-MM or YYYY-MM-DD)');
    const short = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: { model: 'sarima', input: { ...csvInput, content: '2020-01,1\n2020-02,2\n' } },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The series has 2 periods; the model needs at least 8');
    const badParam = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: { model: 'sarima', input: csvInput, params: { horizon: 0 } },
    });
    expect(badParam.statusCode).toBe(400);
    expect(Object.keys(badParam.json().fieldErrors)).toEqual(['params.horizon']);
    const unknown = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: { model: 'nope', input: csvInput },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 404 for another company's session on every route", async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/result'],
      ['GET', '/export'],
      ['POST', '/stop'],
      ['DELETE', ''],
    ] as const) {
      const res = await call(ctx.app, rivalToken, {
        method,
        url: `${BASE}/sessions/${sessionId}${suffix}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect((await sessionOf(sessionId)).status).toBe('completed');
  });

  it('refuses callers without the ai permission', async () => {
    const other = await login(ctx.app, 'ai.nobody@example.test');
    const res = await call(ctx.app, other.accessToken, { method: 'GET', url: `${BASE}/sessions` });
    expect(res.statusCode).toBe(403);
    expect((await call(ctx.app, null, { method: 'GET', url: `${BASE}/models` })).statusCode).toBe(401);
  });
});

describe('sarima on the orders of a lane, and demand planning', () => {
  it('forecasts a lane from its monthly order counts', async () => {
    // 30 months of orders Shanghai → Rotterdam: 3 to 7 a month with a yearly pattern.
    const values: (typeof orders.$inferInsert)[] = [];
    for (let m = 0; m < 30; m++) {
      const month = `${2022 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
      for (let k = 0; k < 3 + ((m % 12) % 5); k++) {
        values.push({
          companyId: ownerCompany,
          orderNumber: `AI-${m}-${k}`,
          mode: 'ocean',
          originCity: 'Shanghai',
          destinationCity: 'Rotterdam',
          orderDate: `${month}-${String(k + 1).padStart(2, '0')}`,
        });
      }
    }
    await ctx.database.db.insert(orders).values(values);
    const lanes = await call(ctx.app, token, { method: 'GET', url: `${BASE}/lanes` });
    expect(lanes.json().data).toContainEqual({ origin: 'Shanghai', destination: 'Rotterdam', orders: values.length });
    expect((await call(ctx.app, rivalToken, { method: 'GET', url: `${BASE}/lanes` })).json().data).toEqual([]);

    const planned = await call(ctx.app, token, {
      method: 'POST',
      url: '/api/lanehub-core/demand/planning',
      payload: {
        input: { source: 'orders', origin: 'Shanghai', destination: 'Rotterdam', frequency: 'month' },
        horizon: 6,
      },
    });
    expect(planned.statusCode).toBe(201);
    const session = planned.json().data as TAiSession;
    expect(session.inputSummary).toMatchObject({ source: 'orders', periods: 30, from: '2022-01', to: '2024-06' });
    expect(await settled(session.id)).toMatchObject({ status: 'completed' });

    const plans = await call(ctx.app, token, { method: 'GET', url: '/api/lanehub-core/demand/planning' });
    expect(plans.statusCode).toBe(200);
    const plan = plans.json().data[0];
    expect(plan).toMatchObject({
      label: 'Shanghai → Rotterdam',
      source: 'orders',
      origin: 'Shanghai',
      destination: 'Rotterdam',
      frequency: 'month',
      status: 'completed',
    });
    expect(plan.forecast).toHaveLength(6);
    expect(plan.forecast[0].period).toBe('2024-07');
    expect(
      (await call(ctx.app, rivalToken, { method: 'GET', url: '/api/lanehub-core/demand/planning' })).json().data,
    ).toEqual([]);
    const noLane = await call(ctx.app, token, {
      method: 'POST',
      url: '/api/lanehub-core/demand/planning',
      payload: { input: { source: 'orders', origin: 'Nowhere', destination: 'Rotterdam', frequency: 'month' } },
    });
    expect(noLane.statusCode).toBe(400);
    expect(noLane.json().fieldErrors.origin).toBe('No orders on this lane');
  });
});
