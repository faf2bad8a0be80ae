import { expect, test } from './axe';
import { enterApp } from './helpers';

// The demo shipper (Maple Leaf Home Goods, MLH-1001) imports tracking events from a CSV on
// /orders/all: a file with one bad row imports nothing and names the row and the column; a good file
// moves the order, and its events show on the order's timeline.

const HEADER = 'orderNumber,containerNumber,eventCode,eventTime,location,vesselName,voyage,remarks';
const ORDER = `ORD-${new Date().getUTCFullYear()}-000300`;

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...lines].join('\n')}\n`, 'utf8'),
});

test('imports tracking events from a CSV; a file with one bad row imports nothing and names it', async ({ page }) => {
  test.setTimeout(90_000);
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.goto('/orders/all');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  await page.getByRole('button', { name: 'Import events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tracking events' });
  await expect(dialog).toBeVisible();

  // One good row and one with a code that is not a tracking event code: nothing is imported.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile('bad-events.csv', [
        `${ORDER},,GTOT,2026-11-20T09:15:00-08:00,CAVAN,,,`,
        `${ORDER},,XXXX,2026-11-20T10:00:00-08:00,CAVAN,,,`,
      ]),
    );
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('table', { name: 'First 2 rows of bad-events.csv' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 events' }).click();
  const problems = dialog.getByRole('table', { name: 'Problem' });
  await expect(problems.getByRole('row', { name: /3 eventCode XXXX is not a tracking event code/ })).toBeVisible();
  await expect(problems.getByRole('row')).toHaveCount(2);

  // A good file: the order is marked completed by the carrier's vessel and voyage.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile('events.csv', [`${ORDER},,CMPL,2026-11-21T16:00:00-08:00,CAVAN,LANEHUB TRIAL,E2E1,Delivered`]),
    );
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('button', { name: 'Import 1 event' }).click();
  await expect(dialog.getByText('1 events stored on 1 orders (0 already known)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The order shows the imported event on its timeline, and is ended.
  await page.getByLabel('Order, PO, BOL or container number').fill(ORDER);
  await page
    .getByRole('row', { name: new RegExp(ORDER) })
    .first()
    .click();
  const timeline = page.getByLabel('Tracking events');
  await expect(timeline.getByText('CMPL – Completed')).toBeVisible();
  await expect(timeline.getByText(/LANEHUB TRIAL E2E1/)).toBeVisible();
  await expect(timeline.getByText(/XXXX/)).toHaveCount(0);
});
