import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { enterApp } from './helpers';

// Demurrage and detention (issue 17): the demo shipper's container discharged at Vancouver six days
// before the demo was seeded has run past its four free days; the D&D warning list shows what it will
// cost if nothing moves, the shipper disputes the carrier's bill for it, and the dispute pack downloads
// as a PDF with the events and the computation.

const SHIPPER = { email: 'shipper.admin@lanehub.demo', account: 'MLH-1001' };

test('a container past its free time shows in the D&D warnings, and its dispute PDF downloads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await enterApp(page, SHIPPER.email, SHIPPER.account);
  await page.goto('/orders/demurrage');
  await expect(page.getByRole('heading', { name: 'D&D Warnings' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'CAVAN' }).filter({ hasText: 'Demurrage' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Running')).toBeVisible();
  const container = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  expect(container).toMatch(/^[A-Z]{4}\d{7}$/);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/dnd-1-warnings.png', fullPage: true });

  // The carrier billed more than the terms give: the shipper disputes it.
  await row.getByRole('button', { name: `Dispute the charge of ${container}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /Billed amount/ }).fill('2400');
  await dialog.getByRole('textbox', { name: /Carrier invoice/ }).fill(`DND-${Date.now()}`);
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Free time per contract is four days at Vancouver.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(page.getByText('Dispute has been opened')).toBeVisible();
  await expect(dialog).toBeHidden();

  const dispute = page.getByRole('row').filter({ hasText: container }).filter({ hasText: 'Under Review for 24 Hrs' });
  await expect(dispute).toBeVisible();
  await page.screenshot({ path: '/tmp/dnd-2-dispute.png', fullPage: true });
  const [download]: [Download, unknown] = await Promise.all([
    page.waitForEvent('download'),
    dispute.getByRole('button', { name: `Download the dispute PDF of ${container}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // At 1280 px the disputes table fits: no column is cut off, neither the table nor the page scrolls sideways.
  const disputes = page.getByRole('region', { name: 'Disputes' });
  const fits = await disputes.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The company decides: the outcome is the spec's words.
  await dispute.getByRole('button', { name: `Decide the dispute of ${container}` }).click();
  await page.getByRole('menuitem', { name: 'Accepted and Charged' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: container }).filter({ hasText: 'Accepted and Charged' }).first(),
  ).toBeVisible();
});
