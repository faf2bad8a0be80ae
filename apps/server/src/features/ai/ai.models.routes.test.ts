import { readFileSync } from 'node:fs';
import type { TAiModel, TAiSession } from '@lanehub/shared/features/ai/ai.contract';
import type { SolverResult } from '@lanehub/solvers/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';

// The VRP and LP/MIP models run as sessions (issue 18): the demo source of every model, the uploaded
// routing instance of the VRP models, Stop with the best plan so far, and another company's probes.

let ctx: TestContext;
let token: string;
let rivalToken: string;
const BASE = '/api/lanehub-core/ai';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../packages/solvers/src/vrp/fixtures/${name}`, import.meta.url), 'utf8');

const sessionOf = async (id: string, who = token) =>
  (await call(ctx.app, who, { method: 'GET', url: `${BASE}/sessions/${id}` })).json().data as TAiSession;

/** Waits for the session's job to end; the test's timeout bounds it. */
const settled = async (id: string) => {
  for (;;) {
    const session = await sessionOf(id);
    if (['completed', 'stopped', 'failed'].includes(session.status)) {
      return session;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const start = (payload: Record<string, unknown>, who = token) =>
  call(ctx.app, who, { method: 'POST', url: `${BASE}/sessions`, payload });

const resultOf = async (id: string) =>
  (await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions/${id}/result` })).json().data as SolverResult;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createTenant(ctx.database.db, { name: 'Ai Models Owner', permissions: ['ai.view'] });
  const rival = await createTenant(ctx.database.db, { name: 'Ai Models Rival', permissions: ['ai.view'] });
  token = (await login(ctx.app, owner.email)).accessToken;
  rivalToken = (await login(ctx.app, rival.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('ai models', () => {
  it('lists every model of the spec with its sources and parameter form', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${BASE}/models` });
    expect(res.statusCode).toBe(200);
    const models = res.json().data as TAiModel[];
    expect(models.map((m) => m.id).sort()).toEqual(
      ['acs', 'block', 'cmove', 'crane-crew', 'multi-period', 'sarima', 'sgvrp', 'transloading'].sort(),
    );
    const sgvrp = models.find((m) => m.id === 'sgvrp');
    // The company's own locations too (issue 18: models fed from Lanehub data).
    expect(sgvrp?.inputKinds).toEqual(['demo', 'file', 'locations']);
    expect(sgvrp?.demoSize).toMatchObject({ label: 'Customers', default: 30 });
    expect(sgvrp?.fields.find((f) => f.name === 'timeLimitSeconds')).toMatchObject({ type: 'number', default: 10 });
    expect(models.find((m) => m.id === 'block')?.demoSize).toBeNull();
    expect(models.find((m) => m.id === 'sarima')?.fields.find((f) => f.name === 'auto')?.type).toBe('boolean');
  });

  it('runs sgvrp on its demo instance and keeps the routes and the distance', async () => {
    const created = await start({
      model: 'sgvrp',
      input: { source: 'demo', seed: 3, size: 15 },
      params: { timeLimitSeconds: 1 },
    });
    expect(created.statusCode).toBe(201);
    const session = created.json().data as TAiSession;
    expect(session.inputSummary).toMatchObject({ source: 'demo', seed: 3, size: 15 });
    expect(session.name).toBe('Vehicle routing (sgvrp) · Demo instance · seed 3 · 15 customers');

    const done = await settled(session.id);
    expect(done).toMatchObject({ status: 'completed', hasResult: true, error: null });
    const result = await resultOf(session.id);
    expect(result.status).toBe('feasible');
    const distance = result.kpis.find((k) => k.key === 'distance');
    expect(distance).toMatchObject({ unit: 'km', value: expect.any(Number) });
    expect(result.routes?.length).toBeGreaterThan(0);
    // Every customer is on exactly one route, each route leaves and comes back to the depot.
    const served = (result.routes ?? []).flatMap((r) => r.stops.slice(1, -1).map((s) => s.label));
    expect(new Set(served).size).toBe(15);
    expect(result.routes?.[0]?.stops[0]?.label).toBe('Depot Chicago');
  });

  it('stops a long acs session with its best plan so far', async () => {
    const created = await start({
      model: 'acs',
      input: { source: 'demo', size: 120 },
      params: { timeLimitSeconds: 300 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    // Wait for the colony to report a plan, then stop it.
    for (;;) {
      const s = await sessionOf(id);
      if (s.progress.objective !== null || !['queued', 'running'].includes(s.status)) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const stop = await call(ctx.app, token, { method: 'POST', url: `${BASE}/sessions/${id}/stop`, payload: {} });
    expect(stop.statusCode).toBe(200);
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'stopped', hasResult: true });
    const result = await resultOf(id);
    expect(result.status).toBe('stopped');
    expect(result.objective).toEqual(expect.any(Number));
    expect((result.routes ?? []).flatMap((r) => r.stops.slice(1, -1))).toHaveLength(120);
  });

  it('runs a MIP model (block) on its demo instance in the worker thread with HiGHS', async () => {
    const created = await start({ model: 'block', input: { source: 'demo', seed: 1 }, params: {} });
    expect(created.statusCode).toBe(201);
    const done = await settled(created.json().data.id);
    expect(done).toMatchObject({ status: 'completed', hasResult: true, error: null });
    const result = await resultOf(done.id);
    expect(result.status).toBe('optimal');
    expect(result.tables.map((t) => t.id)).toContain('allocation');
    expect(result.tables.find((t) => t.id === 'allocation')?.rows.length).toBeGreaterThan(0);
    expect(done.progress.objective).toBe(result.objective);
  });

  it('stops a long MIP session (transloading) and keeps what HiGHS had', async () => {
    const created = await start({
      model: 'transloading',
      input: { source: 'demo', size: 500 },
      params: { timeLimitSeconds: 600, mipRelGap: 0 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    // Queued or running, a session can be stopped; the model sees the flag as it starts or in HiGHS's callbacks.
    const stop = await call(ctx.app, token, { method: 'POST', url: `${BASE}/sessions/${id}/stop`, payload: {} });
    expect(stop.statusCode).toBe(200);
    const done = await settled(id);
    expect(done).toMatchObject({ status: 'stopped', hasResult: true, error: null });
    const result = await resultOf(id);
    expect(result.status).toBe('stopped');
    expect(result.kpis.length).toBeGreaterThan(0);
  });

  it('runs sgvrp on an uploaded Solomon file with the gap to the best-known value', async () => {
    const created = await start({
      model: 'sgvrp',
      input: { source: 'file', fileName: 'C101.txt', content: fixture('C101.txt'), bestKnown: 827.3 },
      params: { timeLimitSeconds: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.inputSummary).toMatchObject({
      source: 'file',
      format: 'solomon',
      customers: 100,
      bestKnown: 827.3,
    });
    const done = await settled(created.json().data.id);
    expect(done.status).toBe('completed');
    const result = await resultOf(done.id);
    expect(result.kpis.find((k) => k.key === 'bestKnown')?.value).toBe(827.3);
    expect(result.kpis.find((k) => k.key === 'gap')?.value).toEqual(expect.any(Number));
  });

  it('reads a CVRPLIB file as such', async () => {
    const created = await start({
      model: 'acs',
      input: { source: 'file', fileName: 'A-n32-k5.vrp', content: fixture('A-n32-k5.vrp') },
      params: { timeLimitSeconds: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.inputSummary).toMatchObject({ format: 'cvrplib', customers: 31 });
    expect((await settled(created.json().data.id)).status).toBe('completed');
  });

  it('refuses a bad routing file, a wrong source and bad demo sizes on the field', async () => {
    const notInstance = await start({
      model: 'sgvrp',
      input: { source: 'file', fileName: 'notes.txt', content: 'hello\nworld\n' },
      params: {},
    });
    expect(notInstance.statusCode).toBe(400);
    expect(notInstance.json().fieldErrors.file).toBe(
      'The file is not a routing instance: Solomon file: no VEHICLE block with NUMBER and CAPACITY',
    );

    const wrongType = await start({
      model: 'sgvrp',
      input: { source: 'file', fileName: 'orders.csv', content: 'a,b' },
      params: {},
    });
    expect(wrongType.statusCode).toBe(400);
    expect(JSON.stringify(wrongType.json())).toContain(
      'Choose a Solomon (.txt) or CVRPLIB (.vrp) instance file of text',
    );

    const tooBig = await start({
      model: 'sgvrp',
      input: { source: 'file', fileName: 'big.txt', content: 'x'.repeat(1024 * 1024 + 1) },
      params: {},
    });
    expect(tooBig.statusCode).toBe(400);

    const mipFile = await start({
      model: 'block',
      input: { source: 'file', fileName: 'C101.txt', content: fixture('C101.txt') },
      params: {},
    });
    expect(mipFile.statusCode).toBe(400);
    expect(mipFile.json().fieldErrors.source).toBe('The model block does not take this input');

    const bigDemo = await start({ model: 'sgvrp', input: { source: 'demo', size: 201 }, params: {} });
    expect(bigDemo.statusCode).toBe(400);
    expect(Object.keys(bigDemo.json().fieldErrors)).toEqual(['input.size']);

    const badParam = await start({ model: 'cmove', input: { source: 'demo' }, params: { timeLimitSeconds: -1 } });
    expect(badParam.statusCode).toBe(400);
    expect(Object.keys(badParam.json().fieldErrors)).toEqual(['params.timeLimitSeconds']);
  });

  it("answers 404 for another company's model session", async () => {
    const created = await start({
      model: 'crane-crew',
      input: { source: 'demo', seed: 2 },
      params: { timeLimitSeconds: 5 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/result'],
      ['POST', '/stop'],
      ['DELETE', ''],
    ] as const) {
      const res = await call(ctx.app, rivalToken, {
        method,
        url: `${BASE}/sessions/${id}${suffix}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect((await settled(id)).status).toBe('completed');
  });
});
