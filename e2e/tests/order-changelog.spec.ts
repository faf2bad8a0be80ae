import ExcelJS from 'exceljs';
import { enterApp, logOut, openAdmin } from './helpers';
import { expect, ROOT, test } from './tenant';

// The order change log and the Excel exports, on the demo book (orders.demo.ts): the demo shipper's
// administrator changes the PO number of one of its ocean orders (a value of this run's own, which no
// other journey counts), reads the change in the order's change log, and downloads the ocean orders as
// Excel; the system administrator then finds the change under Admin → Order Change Logs.
const SHIPPER = { email: 'shipper.admin@lanehub.demo', account: 'MLH-1001' };

test('the shipper changes an order, reads its change log and downloads the orders Excel; the administrator reads Order Change Logs', async ({
  page,
}) => {
  // Two log-ins, an edit through the entry's steps and a download: longer than one page of a journey.
  test.setTimeout(180_000);
  const po = `PO-CL-${Date.now().toString().slice(-8)}`;
  await enterApp(page, SHIPPER.email, SHIPPER.account);

  await page.goto('/orders/all?mode=ocean&scope=owned');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  const orderNumber = ((await firstRow.getByText(/^ORD-\d{4}-\d+$/).textContent()) ?? '').trim();
  await firstRow.getByText(orderNumber).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // The change: a new PO number through the entry, as a planner makes it.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit order' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const poField = page.getByLabel('PO number');
  const previousPo = await poField.inputValue();
  await poField.fill(po);
  for (let step = 0; step < 3; step += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order has been updated')).toBeVisible();

  // The order's change log: who made the update and what changed. (Other journeys work the demo
  // book at the same time: Shipment Control may assign this very order, so the update is found by
  // its change rather than by its place.)
  const log = page.getByRole('region', { name: 'Change log' });
  await log.getByRole('button', { name: 'Show change log' }).click();
  const update = log.getByRole('row').filter({ hasText: `PO number: ${previousPo || '—'} → ${po}` });
  await expect(update).toContainText('Updated');
  await expect(update).toContainText('Claire Tremblay');

  // The ocean orders as Excel: the file is read back as a planner's spreadsheet reads it.
  await page.goto('/orders/all?mode=ocean&scope=owned');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path()) as string);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 4)).toEqual(['Order number', 'Mode', 'Status', 'Stage']);
  const column = (name: string) => header.indexOf(name) + 1;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) {
      rows.push(row);
    }
  });
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.every((row) => row.getCell(column('Mode')).value === 'ocean')).toBe(true);
  const changed = rows.find((row) => row.getCell(column('Order number')).value === orderNumber);
  expect(changed?.getCell(column('PO number')).value).toBe(po);
  expect(changed?.getCell(column('Created')).value).toBeInstanceOf(Date);

  // The system administrator: Admin → Order Change Logs, the change among every company's.
  await logOut(page);
  await enterApp(page, ROOT.email, ROOT.account);
  await openAdmin(page, 'Order Change Logs');
  await expect(page).toHaveURL(/\/admin\/order-management$/);
  await expect(page.getByRole('heading', { name: 'Order management' })).toBeVisible();
  await page.getByLabel('Order number').fill(orderNumber);
  const adminRow = page.getByRole('row', { name: new RegExp(`${orderNumber}.*Updated`) }).first();
  await expect(adminRow).toContainText('Maple Leaf Home Goods');
  await expect(adminRow).toContainText(po);

  // The orders of every company, read only.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/order-management\/orders$/);
  await page.getByLabel('Search', { exact: true }).fill(orderNumber);
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toContainText('Maple Leaf Home Goods');
});
