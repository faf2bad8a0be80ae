import { expect, test } from './axe';
import { enterApp } from './helpers';

// The demo shipper's administrator runs the routing model sgvrp on its demo instance (a seeded day of
// pickups around a Chicago depot) and reads the routes plot and the total distance; then runs the
// container block and slot MIP (HiGHS in the session's worker thread) on its demo and reads its table.

test('the shipper administrator runs sgvrp and a MIP model on their demo instances', async ({ page }) => {
  test.setTimeout(180_000);
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.getByRole('link', { name: 'AI Models' }).first().click();
  await expect(page).toHaveURL(/\/ai$/);
  for (const label of [
    'Vehicle routing (sgvrp)',
    'Vehicle routing (acs)',
    'Container block and slot',
    'Transloading',
  ]) {
    await expect(page.getByRole('article', { name: label })).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/ai-models.png', fullPage: true });

  const sgvrp = page.getByRole('article', { name: 'Vehicle routing (sgvrp)' });
  await sgvrp.getByRole('link', { name: 'New session' }).click();
  await expect(page).toHaveURL(/\/ai\/sgvrp$/);
  await page.getByLabel('Session name').fill('Chicago pickups');
  await page.getByRole('textbox', { name: 'Customers' }).fill('25');
  await page.getByRole('textbox', { name: 'Time limit (s)' }).fill('3');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/ai\/sgvrp\?session=/);

  const session = page.getByRole('region', { name: 'Chicago pickups' });
  await expect(session.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(session).toContainText('Demo instance · seed 1 · 25 customers');
  await expect(page.getByText('Total distance')).toBeVisible();
  await expect(page.getByText(/\d+(\.\d+)? km/).first()).toBeVisible();
  const plot = page.getByRole('img', { name: 'Routes' });
  await expect(plot).toBeVisible();
  expect(await plot.locator('polyline').count()).toBeGreaterThan(0);
  await expect(page.getByRole('cell', { name: /^Depot → Customer \d+ .*→ Depot$/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/ai-sgvrp.png', fullPage: true });

  await page.goto('/ai/block');
  await page.getByLabel('Session name').fill('Slot plan');
  await page.getByRole('button', { name: 'Run' }).click();
  const block = page.getByRole('region', { name: 'Slot plan' });
  await expect(block.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Contracts accepted')).toBeVisible();
  const allocation = page.getByRole('region', { name: 'Slot allocation by week' });
  await expect(allocation.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: 'test-results/ai-block.png', fullPage: true });
});
