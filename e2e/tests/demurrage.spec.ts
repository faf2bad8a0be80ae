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

// Free-time terms name their carrier with the app's company picker (issue 16): the shipper's partner
// carriers are offered, the terms saved show the carrier chosen. The terms are for the road carrier,
// which carries no demo container, so the warning list is unchanged; they are deleted at the end.
test('free-time terms take their carrier from the partner carriers', async ({ page }) => {
  test.setTimeout(90_000);
  await enterApp(page, SHIPPER.email, SHIPPER.account);
  await page.goto('/orders/free-time');
  await expect(page.getByRole('heading', { name: 'Free Time Terms' })).toBeVisible();
  const name = `Great Lakes Vancouver ${Date.now()}`;
  await page.getByRole('button', { name: 'Add terms' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('combobox', { name: 'Carrier' }).click();
  await expect(page.getByRole('option', { name: 'North Atlantic Container Line S.A.' })).toBeVisible();
  await page.getByRole('option', { name: 'Great Lakes Trucking Co.' }).click();
  await dialog.getByRole('textbox', { name: /^Port/ }).fill('CAVAN');
  await dialog.getByRole('textbox', { name: /Tier 1: rate per day/ }).fill('120');
  await dialog.getByRole('textbox', { name: /Tier 2: rate per day/ }).fill('240');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Free-time terms have been saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search by name, port or contract' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Great Lakes Trucking Co.')).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Free-time terms have been deleted')).toBeVisible();
  await expect(row).toBeHidden();
});
