import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './axe';
import { enterApp } from './helpers';

// The demo shipper's administrator opens the AI area from the top bar, runs the sarima forecaster on
// an uploaded AirPassengers CSV (the classic airline series) and reads its forecast chart, its backtest
// MAPE next to the seasonal-naive baseline, and the published first forecast (1961-01 ≈ 450.4).

const AIR_PASSENGERS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/solvers/src/sarima/fixtures/airpassengers.csv',
);

test('the shipper administrator forecasts AirPassengers with sarima and sees the chart and the MAPE', async ({
  page,
}) => {
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.getByRole('link', { name: 'AI Models' }).first().click();
  await expect(page).toHaveURL(/\/ai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI models' })).toBeVisible();
  const card = page.getByRole('article', { name: 'SARIMA forecast' });
  await expect(card).toContainText('Seasonal ARIMA forecast');
  await card.getByRole('link', { name: 'New session' }).click();
  await expect(page).toHaveURL(/\/ai\/sarima$/);

  await page.getByLabel('Session name').fill('Airline passengers');
  await page.locator('input[type="file"]').setInputFiles(AIR_PASSENGERS);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/ai\/sarima\?session=/);

  const session = page.getByRole('region', { name: 'Airline passengers' });
  await expect(session.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(session).toContainText('airpassengers.csv: 144 periods from 1949-01 to 1960-12');

  await expect(page.getByText('Backtest MAPE')).toBeVisible();
  await expect(page.getByText('Seasonal-naive MAPE')).toBeVisible();
  await expect(page.getByText('SARIMA(0,1,1)(0,1,1)12')).toBeVisible();
  const chart = page.getByRole('region', { name: 'airpassengers.csv' });
  await expect(chart.locator('.recharts-surface').first()).toBeVisible();
  await expect(chart.getByText('Forecast', { exact: true }).first()).toBeVisible();
  const forecast = page.getByRole('region', { name: 'Forecast with 95% prediction interval' });
  await expect(forecast.getByRole('row').nth(1)).toContainText('1961-01');
  await expect(forecast.getByRole('row').nth(1)).toContainText('450.422');

  // The session is in the history; a download of the forecast is a CSV file.
  const history = page.getByRole('region', { name: 'Session history' });
  await expect(history.getByText('Airline passengers')).toBeVisible();
  const download = page.waitForEvent('download');
  await forecast.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^sarima-forecast-.*\.csv$/);
  await page.screenshot({ path: 'test-results/ai-sarima.png', fullPage: true });
});
