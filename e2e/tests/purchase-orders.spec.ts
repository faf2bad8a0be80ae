import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { DEMO_PASSWORD, enterApp } from './helpers';

// Issue 15, done means (purchase orders): the buyer enters a PO with two lines and a pallet group,
// saves and approves it; the vendor, in a session of its own, sees it and accepts it (one outcome
// each); the buyer sees it Accepted. Then the PO goes on one of the buyer's orders: the order detail
// names the PO and the PO shows what is shipped and what is still open. The demo companies play it:
// Maple Leaf Home Goods (MLH-1001) buys from its partner Pacific Rim Industrial Supply (PRIS-4001).
// The PO number is new on every run; a PO is a row nothing else counts, and the order it goes on is
// one of the demo's (no new order: the orders dashboard counts the demo's 300).

const BUYER = { email: 'shipper.admin@lanehub.demo', account: 'MLH-1001', name: 'Maple Leaf Home Goods Ltd.' };
const VENDOR = { email: 'vendor@lanehub.demo', account: 'PRIS-4001', name: 'Pacific Rim Industrial Supply' };
const PO_NUMBER = `PO-E2E-${Date.now()}`;
const API_KEY = { 'x-api-key': 'lanehub-web' };

/** Closes the toast, which sits over the header's actions (top right) while it shows. */
const closeToast = async (page: Page, text: string) => {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
};

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/po-journey-${name}.png`, fullPage: true });

/** Searches a PO list the way a user does: the number, then Enter. */
const search = async (page: Page, text: string) => {
  const box = page.getByRole('textbox', { name: 'Search PO number, supplier, item' });
  await box.fill(text);
  await box.press('Enter');
};

/** The buyer's API caller, for the one step the screens do not offer yet (putting a PO on an order). */
const buyerApi = async (request: APIRequestContext) => {
  const login = await request.put('/api/user/login', {
    headers: API_KEY,
    data: { email: BUYER.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { ...API_KEY, authorization: `Bearer ${token}` };
};

test('the buyer enters and approves a PO, the vendor accepts it in its own session, and the PO goes on an order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);

  // The buyer enters a PO with two lines and a pallet group.
  await enterApp(page, BUYER.email, BUYER.account);
  await page.goto('/orders/purchase-order');
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Enter a PO' }).first().click();
  await expect(page.getByRole('heading', { name: 'PO entry', level: 1 })).toBeVisible();
  await page.getByLabel('PO number').fill(PO_NUMBER);
  await expect(page.getByLabel('PO number')).toHaveValue(PO_NUMBER);
  await page.getByLabel('Vendor', { exact: true }).click();
  await page.getByRole('option', { name: VENDOR.name }).click();
  await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue(VENDOR.name);
  await page.getByLabel('Incoterm', { exact: true }).click();
  await page.getByRole('option', { name: 'FOB', exact: true }).click();
  await page.getByLabel('Order date').fill('2026-03-02');
  await page.getByLabel('Supplier name').fill(VENDOR.name);
  await page.getByLabel('Item 1', { exact: true }).fill('MLH-TABLE-OAK');
  await page.getByLabel('Description 1').fill('Oak dining table');
  await page.getByLabel('Quantity 1').fill('100');
  await page.getByLabel('Weight 1', { exact: true }).fill('35');
  await page.getByLabel('HS code 1').fill('940360');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByLabel('Item 2', { exact: true }).fill('MLH-MUG-SET');
  await page.getByLabel('Description 2').fill('Stoneware mug set');
  await page.getByLabel('Quantity 2').fill('50');
  // An HS code outside the shipped HS 2022 list is refused on its cell.
  await page.getByLabel('HS code 2').fill('999999');
  await page.getByLabel('Pallet type').fill('GMA');
  await page.getByLabel('Outers per tier').fill('8');
  await page.getByLabel('Tiers per pallet').fill('4');
  await page.getByLabel('Length (m)').fill('1.2');
  await page.getByLabel('Strapping used on cartons').check();
  await shot(page, '1-entry');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save PO' }).first().click();
  await expect(page.getByText('999999 is not an HS 2022 subheading').first()).toBeVisible();
  await page.locator('.mantine-Notification-root').getByRole('button').click();
  await page.getByLabel('HS code 2').fill('691200');
  await page.getByRole('button', { name: 'Save PO' }).first().click();
  await closeToast(page, 'The purchase order has been created');

  // Its detail: the vendor, the order date as entered, both lines and the pallet group.
  await expect(page.getByRole('heading', { name: `PO ${PO_NUMBER}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(VENDOR.name).first()).toBeVisible();
  await expect(page.getByText('03/02/2026')).toBeVisible();
  const items = page.getByRole('table', { name: 'Line items' });
  await expect(items.getByRole('row')).toHaveCount(3);
  await expect(items.getByRole('row').filter({ hasText: 'MLH-TABLE-OAK' })).toContainText('940360');
  await expect(items.getByRole('row').filter({ hasText: 'MLH-MUG-SET' })).toContainText('691200');
  await expect(page.getByText('Pallet group')).toBeVisible();
  await expect(page.getByText('Outers per tier')).toBeVisible();
  await shot(page, '2-detail-open');

  // The list: the status, the order date as entered and the line count in words.
  await page.getByRole('link', { name: 'Purchase orders' }).first().click();
  await search(page, PO_NUMBER);
  const listed = page.getByRole('row').filter({ hasText: PO_NUMBER });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText('Open', { exact: true })).toBeVisible();
  await expect(listed.getByText('03/02/2026')).toBeVisible();
  await expect(listed.getByText('0 of 150 shipped (2 lines)')).toBeVisible();
  await shot(page, '3-list');
  await listed.click();

  // The buyer approves it.
  await page.getByRole('button', { name: 'Approve' }).click();
  await closeToast(page, 'The purchase order has been approved');
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeHidden();

  // The vendor, in a session of its own, sees it among the POs it is the vendor of and accepts it.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await enterApp(vendor, VENDOR.email, VENDOR.account);
  await vendor.goto('/orders/purchase-order');
  await vendor.locator('label').filter({ hasText: 'As vendor' }).click();
  await search(vendor, PO_NUMBER);
  const offered = vendor.getByRole('row').filter({ hasText: PO_NUMBER });
  await expect(offered.getByText('Approved', { exact: true })).toBeVisible();
  await expect(offered.getByText(BUYER.name)).toBeVisible();
  await offered.click();
  await expect(vendor.getByText(`${BUYER.name} placed this PO with your company.`)).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Edit', exact: true })).toBeHidden();
  await expect(vendor.getByRole('button', { name: 'Approve' })).toBeHidden();
  // Reject asks first; the vendor keeps the PO and accepts it instead.
  await vendor.getByRole('button', { name: 'Reject' }).click();
  const confirm = vendor.getByRole('dialog', { name: `Reject PO ${PO_NUMBER}?` });
  await expect(confirm).toBeVisible();
  await shot(vendor, '4-vendor-reject-confirm');
  await confirm.getByRole('button', { name: 'Keep the PO' }).click();
  await expect(confirm).toBeHidden();
  await expect(vendor.getByText('Approved', { exact: true }).first()).toBeVisible();
  await vendor.getByRole('button', { name: 'Accept' }).click();
  await closeToast(vendor, 'The purchase order has been accepted');
  await expect(vendor.getByText('Accepted', { exact: true }).first()).toBeVisible();
  // One outcome: neither accept nor reject is offered again.
  await expect(vendor.getByRole('button', { name: 'Accept' })).toBeHidden();
  await expect(vendor.getByRole('button', { name: 'Reject' })).toBeHidden();
  await shot(vendor, '5-vendor-accepted');
  await expectAccessible(vendor);

  // The buyer sees it accepted; nothing is left to act on.
  await page.reload();
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel PO' })).toBeHidden();

  // The PO goes on one of the buyer's orders (40 of the tables) from the order's detail; the screens
  // show it on both sides.
  const headers = await buyerApi(request);
  const orders = (await (
    await request.get('/api/lanehub-core/order?limit=1&skip=137&sort=createdAt&order=asc&scope=owned', { headers })
  ).json()) as { data: Array<{ id: string; orderNumber: string }> };
  const order = orders.data[0];
  expect(order, 'a demo order to carry the PO').toBeTruthy();
  await page.goto(`/orders/order-detail/${order?.id}`);
  const panel = page.locator('.mantine-Card-root').filter({ hasText: 'Purchase orders on this order' });
  await panel.getByRole('button', { name: 'Add purchase order' }).click();
  const add = page.getByRole('dialog', { name: 'Add a purchase order to this order' });
  await add.getByRole('combobox', { name: /Purchase order/ }).fill(PO_NUMBER);
  await page.getByRole('option', { name: new RegExp(PO_NUMBER) }).click();
  const lines = add.getByRole('table', { name: 'What this order carries of each line' });
  await expect(lines.getByRole('textbox', { name: 'Quantity of MLH-TABLE-OAK on this order' })).toHaveValue('100');
  for (const input of await lines.getByRole('textbox').all()) {
    await input.fill('0');
  }
  await lines.getByRole('textbox', { name: 'Quantity of MLH-TABLE-OAK on this order' }).fill('40');
  await shot(page, '6-add-po-to-order');
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add to order' }).click();
  await closeToast(page, 'The purchase order has been linked to the order');
  await expect(add).toBeHidden();

  const onOrder = page.locator('.mantine-Card-root').filter({ hasText: 'Purchase orders on this order' });
  await expect(onOrder.getByText('MLH-TABLE-OAK: 40')).toBeVisible();
  await shot(page, '7-order-panel');
  await onOrder.getByRole('link', { name: new RegExp(PO_NUMBER) }).click();
  await expect(page.getByRole('heading', { name: `PO ${PO_NUMBER}`, level: 1 })).toBeVisible();
  const tableRow = page
    .getByRole('table', { name: 'Line items' })
    .getByRole('row')
    .filter({ hasText: 'MLH-TABLE-OAK' });
  // Line, item, description, quantity, UOM, shipped, open.
  await expect(tableRow.getByRole('cell').nth(5)).toHaveText('40');
  await expect(tableRow.getByRole('cell').nth(6)).toHaveText('60');
  await expect(page.getByText('40 units')).toBeVisible();
  await shot(page, '8-detail-shipped');
  await page.getByRole('link', { name: `Order ${order?.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/order-detail/${order?.id}$`));

  await vendorContext.close();
});

test('the buyer cancels an open PO only after confirming it', async ({ page }) => {
  const number = `${PO_NUMBER}-C`;
  await enterApp(page, BUYER.email, BUYER.account);
  await page.goto('/orders/purchase-order/entry');
  await expect(page.getByRole('heading', { name: 'PO entry', level: 1 })).toBeVisible();
  await page.getByLabel('PO number').fill(number);
  await page.getByLabel('Item 1', { exact: true }).fill('MLH-LAMP');
  await page.getByLabel('Quantity 1').fill('1');
  await page.getByRole('button', { name: 'Save PO' }).first().click();
  await closeToast(page, 'The purchase order has been created');

  await page.getByRole('button', { name: 'Cancel PO' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel PO ${number}?` });
  await expect(confirm.getByText('A cancelled PO cannot be approved, edited or shipped again.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep the PO' }).click();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel PO' }).click();
  await confirm.getByRole('button', { name: 'Cancel PO' }).click();
  await expect(page.getByText('The purchase order has been cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();

  // The list counts the one line in the singular.
  await page.goto('/orders/purchase-order');
  await search(page, number);
  await expect(page.getByRole('row').filter({ hasText: number }).getByText('0 of 1 shipped (1 line)')).toBeVisible();
});
