import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// GET /api/waybill against a CMA CGM stand-in on a local port (a real HTTP round trip), and without one.

let unconfigured: TestContext;
let configured: TestContext;
let server: Server;
let seen: { url: string; headers: IncomingHttpHeaders } | null = null;
let shipperA: TestUser;
let shipperB: TestUser;
let tokenA: string;
let tokenConfigured: string;
let configuredUser: TestUser;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = { url: req.url ?? '', headers: req.headers };
    if (req.url?.includes('CMDUBROKEN')) {
      res.writeHead(500).end('upstream down');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ transportDocumentReference: 'CMDUSHZ1234567', shipper: 'Maple Leaf Home Goods' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  unconfigured = await createTestApp();
  configured = await createTestApp({
    cma: {
      waybillUrl: `http://127.0.0.1:${port}/documentation/v1/waybills/{blNumber}`,
      apiKey: 'test-key',
      apiKeyHeader: 'KeyId',
      timeoutMs: 5000,
    },
  });
  shipperA = await createTenant(unconfigured.database.db, { name: 'Maple Leaf Shipping', permissions: ['order.view'] });
  shipperB = await createTenant(unconfigured.database.db, { name: 'Other Shipping', permissions: ['order.view'] });
  configuredUser = await createTenant(configured.database.db, {
    name: 'Maple Leaf Shipping',
    permissions: ['order.view'],
  });
  tokenA = (await login(unconfigured.app, shipperA.email)).accessToken;
  tokenConfigured = (await login(configured.app, configuredUser.email)).accessToken;
});
afterAll(async () => {
  await unconfigured?.close();
  await configured?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('GET /api/waybill', () => {
  it("answers 'Failed to fetch CMA data!' when no CMA CGM key is configured", async () => {
    const res = await call(unconfigured.app, tokenA, {
      method: 'GET',
      url: `/api/waybill?companyId=${shipperA.companyId}&blNumber=CMDUSHZ1234567`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: 'Failed to fetch CMA data!', code: 'CARRIER_UNAVAILABLE' });
  });

  it("returns CMA CGM's document, asked with the key, for the bill of lading number", async () => {
    const res = await call(configured.app, tokenConfigured, {
      method: 'GET',
      url: '/api/waybill?blNumber=cmdushz1234567',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      carrier: 'CMA CGM',
      blNumber: 'CMDUSHZ1234567',
      document: { transportDocumentReference: 'CMDUSHZ1234567', shipper: 'Maple Leaf Home Goods' },
    });
    expect(seen?.url).toBe('/documentation/v1/waybills/CMDUSHZ1234567');
    expect(seen?.headers.keyid).toBe('test-key');
  });

  it("answers the same message when CMA CGM fails, and never shows CMA's answer", async () => {
    const res = await call(configured.app, tokenConfigured, {
      method: 'GET',
      url: '/api/waybill?blNumber=CMDUBROKEN1',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch CMA data!');
    expect(res.body).not.toContain('upstream down');
  });

  it('refuses a malformed number on its field and another company as companyId', async () => {
    const bad = await call(unconfigured.app, tokenA, { method: 'GET', url: '/api/waybill?blNumber=a' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.blNumber).toBe('Enter the bill of lading number (4 to 20 letters and digits)');
    const other = await call(unconfigured.app, tokenA, {
      method: 'GET',
      url: `/api/waybill?companyId=${shipperB.companyId}&blNumber=CMDUSHZ1234567`,
    });
    expect(other.statusCode).toBe(403);
  });
});
