import { expect, test } from './axe';
import { enterApp } from './helpers';

// Models fed from Lanehub data (issue 18). The demo shipper's administrator routes sgvrp from the
// Port of Montreal over the company's own locations (their latitude and longitude; the server tests
// cover locations without coordinates, marked on their row) and reads the routes on the map; then plans the demand of
// a lane of the demo orders: forecast, backtest beside the seasonal-naive baseline, plan saved.

test('the shipper administrator routes its locations and plans the demand of a lane', async ({ page }) => {
  test.setTimeout(180_000);
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.goto('/ai/sgvrp');
  const name = `Port rounds ${Date.now()}`;
  await page.getByLabel('Session name').fill(name);
  await page.locator('label', { hasText: 'Company locations' }).click();
  const stops = page.getByRole('table', { name: 'Customer locations' });
  await page.getByRole('combobox', { name: 'Depot' }).click();
  await page.getByRole('option', { name: 'Port of Montreal' }).click();
  await expect(stops.getByRole('checkbox', { name: 'Route Port of Halifax' })).toBeChecked();
  await expect(stops.getByRole('checkbox', { name: 'Route Port of Vancouver' })).toBeChecked();
  // The office is no customer: left out of this round.
  await stops.getByRole('checkbox', { name: 'Route Toronto Head Office' }).uncheck();
  await page.getByRole('textbox', { name: 'Time limit (s)' }).fill('2');
  await page.screenshot({ path: '/tmp/ai-inputs-setup.png', fullPage: true });
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/ai\/sgvrp\?session=/);

  const session = page.getByRole('region', { name });
  await expect(session.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(session).toContainText('Port of Montreal · 3 locations');
  const plot = page.getByRole('img', { name: 'Routes' });
  await expect(plot).toBeVisible();
  expect(await plot.locator('polyline').count()).toBeGreaterThan(0);
  await expect(page.getByRole('cell', { name: /^Depot → Port of (Halifax|Vancouver)/ }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/ai-inputs-routes.png', fullPage: true });

  await page.goto('/demand-management/demand-planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Demand planning' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Lane' }).click();
  const firstLane = page.getByRole('option').first();
  const laneText = (await firstLane.textContent()) ?? '';
  const laneName = laneText.replace(/ \(\d+ orders\)$/, '');
  await firstLane.click();
  // The demo orders span a few months: weeks give the model enough periods.
  await page.getByRole('combobox', { name: 'Periods' }).click();
  await page.getByRole('option', { name: 'Weeks' }).click();
  await page.getByRole('button', { name: 'Forecast and save the plan' }).click();
  await expect(page.getByText(`The plan of ${laneName} is being forecast`)).toBeVisible();
  const plans = page.getByRole('region', { name: 'Plans' });
  const row = plans.getByRole('row', { name: new RegExp(laneName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('%');
  const shown = page.getByRole('region', { name: `Forecast of ${laneName}` });
  await expect(shown.getByText('Backtest MAPE')).toBeVisible();
  await expect(shown.getByText('Seasonal-naive MAPE')).toBeVisible();
  await expect(shown.getByRole('region', { name: /Forecast with 95% prediction interval/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/ai-inputs-planning.png', fullPage: true });
});
