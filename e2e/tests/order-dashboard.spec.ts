import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './axe';
import { enterApp, sidebar } from './helpers';

// The demo shipper's administrator opens the orders dashboard: its figures are those of the demo
// book (300 orders), each status and stage count is what the orders list counts with that filter,
// and a status follows to the filtered list. It only reads the demo data.

const API_KEY = { 'x-api-key': 'lanehub-web' };
const EMAIL = 'shipper.admin@lanehub.demo';

type Dashboard = {
  total: number;
  inTransit: number;
  late: number;
  arrivingThisWeek: number;
  exceptions: number;
  byStatus: Array<{ status: string; count: number }>;
  byStage: Array<{ mode: string; stage: number; count: number }>;
};

const apiAs = async (request: APIRequestContext) => {
  const login = await request.put('/api/user/login', {
    headers: API_KEY,
    data: { email: EMAIL, password: 'lanehub-demo' },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return async <T>(url: string) => {
    const res = await request.get(url, { headers: { ...API_KEY, authorization: `Bearer ${token}` } });
    expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
    return (await res.json()) as { data: T; meta: { total?: number } };
  };
};

test('the demo shipper sees its 300 orders counted on the orders dashboard and follows a status to the list', async ({
  page,
  request,
}) => {
  const get = await apiAs(request);
  const { data } = await get<Dashboard>('/api/orders/dashboard');
  // The demo's 300, and any road order the load-board journey awarded to the demo shipper before.
  expect(data.total).toBeGreaterThanOrEqual(300);
  expect((await get<unknown[]>('/api/lanehub-core/order?limit=1')).meta.total).toBe(data.total);
  // Each status and stage counted as the orders list counts it with the same filter.
  for (const { status, count } of data.byStatus) {
    const list = await get<unknown[]>(`/api/lanehub-core/order?status=${status}&limit=1`);
    expect(list.meta.total, `orders ${status}`).toBe(count);
  }
  const stageTotals = new Map<number, number>();
  for (const { stage, count } of data.byStage) {
    stageTotals.set(stage, (stageTotals.get(stage) ?? 0) + count);
  }
  for (const [stage, count] of stageTotals) {
    const list = await get<unknown[]>(`/api/lanehub-core/order?stage=${stage}&limit=1`);
    expect(list.meta.total, `orders at stage ${stage}`).toBe(count);
  }
  expect(data.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(data.total);

  await enterApp(page, EMAIL, 'MLH-1001');
  await page.goto('/orders/all');
  await sidebar(page).getByRole('link', { name: 'Orders dashboard' }).click();
  await expect(page).toHaveURL(/\/orders\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders dashboard' })).toBeVisible();
  await expect(page.getByTestId('order-figure-total-value')).toHaveText(String(data.total));
  await expect(page.getByTestId('order-figure-inTransit-value')).toHaveText(String(data.inTransit));
  await expect(page.getByTestId('order-figure-late-value')).toHaveText(String(data.late));
  await expect(page.getByTestId('order-figure-arrivingThisWeek-value')).toHaveText(String(data.arrivingThisWeek));
  await expect(page.getByTestId('order-figure-exceptions-value')).toHaveText(String(data.exceptions));

  // The most common status, followed to the list filtered on it.
  const top = [...data.byStatus].sort((a, b) => b.count - a.count)[0] as { status: string; count: number };
  const row = page.getByTestId(`orders-by-status-${top.status}`);
  await expect(row).toContainText(String(top.count));
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/all\\?status=${top.status}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^1-\\d+ of ${top.count}$`))).toBeVisible();
});
