import { expect as baseExpect, type Locator } from '@playwright/test';
import { test } from './axe';
import { enterApp } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

// The demo shipper (Maple Leaf Home Goods, MLH-1001) imports tracking events from a CSV on
// /orders/all with the import assistant: a file with one bad row shows the error on its row and column and
// cannot be imported; a good file moves the order, and its events show on the order's timeline.

const HEADER = 'orderNumber,containerNumber,eventCode,eventTime,location,vesselName,voyage,remarks';
const ORDER = `ORD-${new Date().getUTCFullYear()}-000300`;

const upload = async (dialog: Locator, name: string, lines: string[]) => {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[HEADER, ...lines].join('\n')}\n`, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
};

test('imports tracking events from a CSV; a file with one bad row imports nothing and names it', async ({ page }) => {
  test.setTimeout(90_000);
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.goto('/orders/all');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  await page.getByRole('button', { name: 'Import events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tracking events' });
  await expect(dialog).toBeVisible();

  // One good row and one with a code that is not a tracking event code: the dry run shows the error on
  // its row and column, and nothing can be imported.
  await upload(dialog, 'bad-events.csv', [
    `${ORDER},,GTOT,2026-11-20T09:15:00-08:00,CAVAN,,,`,
    `${ORDER},,XXXX,2026-11-20T10:00:00-08:00,CAVAN,,,`,
  ]);
  await expect(dialog.getByRole('status', { name: 'Check result' })).toContainText('1 row has errors');
  const cell = dialog.getByRole('textbox', { name: 'eventCode, row 3' });
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('XXXX is not a tracking event code')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/order-events-import-error.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // A good file: the order is marked completed by the carrier's vessel and voyage.
  await page.getByRole('button', { name: 'Import events' }).click();
  await expect(dialog).toBeVisible();
  await upload(dialog, 'events.csv', [`${ORDER},,CMPL,2026-11-21T16:00:00-08:00,CAVAN,LANEHUB TRIAL,E2E1,Delivered`]);
  await expect(dialog.getByRole('status', { name: 'Check result' })).toHaveText(
    'No errors: the file is ready to import',
  );
  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(dialog.getByText('File imported succesfully')).toBeVisible();
  await expect(dialog.getByText('1 events stored on 1 orders (0 already known)')).toBeVisible();
  await page.screenshot({ path: '/tmp/order-events-import-done.png', fullPage: true });
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
