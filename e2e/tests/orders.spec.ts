import { enterAs } from './helpers';
import { expect, test } from './tenant';

// The container of ORDER_EXAMPLE (packages/shared orders.contract): CSQU305438 with its check digit 3.
const CONTAINER = 'CSQU3054383';

// A shipper of its own (tenant.ts; its administrator holds order.* as every new company's first
// administrator does) books an ocean Door-to-Port order through the entry wizard, finds it in
// /orders/all by its container number and opens it.
test('a shipper books an ocean door-to-port order, finds it in the orders list and opens it', async ({
  page,
  shipper,
}) => {
  // The tenant's set-up and the six steps of the entry take longer than one page of a journey.
  test.setTimeout(120_000);
  await enterAs(page, shipper.admin, 'MLH-1002');
  await page.goto('/orders/all');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  // Booking starts with the route; the planner here goes straight to the entry.
  await page.getByRole('link', { name: 'Book an order' }).first().click();
  await expect(page).toHaveURL(/\/orders\/start$/);
  await expect(page.getByRole('heading', { name: 'Start an order' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip to order entry' }).click();
  await expect(page).toHaveURL(/\/orders\/order-entry$/);
  await expect(page.getByRole('heading', { name: 'Order entry' })).toBeVisible();

  // Mode and move type.
  await page.getByLabel('Mode').selectOption('ocean');
  await page.getByLabel('Move type').selectOption('Door-to-Port');
  await page.getByLabel('Shipping type').selectOption('FCL');
  await page.getByLabel('Equipment type').fill('40HC');
  await page.getByLabel('Incoterm').selectOption('FOB');
  await page.getByRole('button', { name: 'Next' }).click();

  // Parties: none chosen, the shipper is the company itself.
  await expect(page.getByText('without a shipper your company is the shipper')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Origin and destination: Door-to-Port takes the shipper's address, not the consignee's.
  await expect(page.getByLabel('Consignee location address')).toHaveCount(0);
  await page.getByLabel('Origin port or place (UN/LOCODE)').fill('cnsha');
  await page.getByLabel('Origin country').fill('CN');
  await page.getByLabel('Shipper location address').fill('1000 Yanggao Road');
  await page.getByLabel('Shipper location city').fill('Shanghai');
  await page.getByLabel('Destination port or place (UN/LOCODE)').fill('CAVAN');
  await page.getByLabel('Destination country').fill('CA');
  await page.getByLabel('PO number').fill('PO-2026-0042');
  await page.getByLabel('Booking number').fill('BK7731204');
  await page.getByLabel('Vessel', { exact: true }).fill('Maersk Elba');
  await page.getByLabel('Voyage').fill('612W');
  await page.getByRole('button', { name: 'Next' }).click();

  // Units, with the ISO 6346 check as typed.
  await page.getByRole('button', { name: 'Add a unit' }).click();
  const number = page.getByLabel('Container or equipment number of unit 1');
  await number.fill('CSQU3054384');
  await expect(page.getByText('The check digit of CSQU305438 should be 3')).toBeVisible();
  await number.fill(CONTAINER);
  await expect(page.getByText('Valid ISO 6346 container number')).toBeVisible();
  await page.getByLabel('Size type of unit 1').fill('45G1');
  await page.getByRole('button', { name: 'Next' }).click();

  // No contract exists yet: the rates step says so.
  await expect(page.getByText(/No contract rate applies/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('cell', { name: 'Door-to-Port' })).toBeVisible();
  await page.getByRole('button', { name: 'Create order' }).click();

  await expect(page.getByText('Order has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/order-detail\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { name: /^Order ORD-\d{4}-\d+$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  const detailUrl = page.url();
  await expect(page.getByRole('table', { name: 'Units' }).getByRole('cell', { name: CONTAINER })).toBeVisible();
  await expect(page.getByText('CNSHA → CAVAN').first()).toBeVisible();
  await expect(page.getByText('Maersk Elba', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();

  // The owner reports the container gated out at Shanghai: the timeline shows it and the stage moves on.
  await expect(page.getByText('No tracking events yet')).toBeVisible();
  const eventForm = page.getByRole('form', { name: 'Post event' });
  await eventForm.getByLabel('Event type').selectOption('EQUIPMENT');
  await eventForm.getByLabel('Event', { exact: true }).selectOption('GTOT');
  await eventForm.getByLabel('Event time').fill('2026-03-01T09:15');
  await eventForm.getByLabel('Location (UN/LOCODE)').fill('CNSHA');
  await eventForm.getByRole('button', { name: 'Post event' }).click();
  await expect(page.getByText('Tracking events have been recorded')).toBeVisible();
  await expect(page.getByLabel('Tracking events').getByText('GTOT – Gated out')).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toHaveCount(0);

  // The owner edits it: the entry opens filled in, and the change shows on the detail.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit order' })).toBeVisible();
  await expect(page.getByLabel('Move type')).toHaveValue('Door-to-Port');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Shipper location address')).toHaveValue('1000 Yanggao Road');
  await page.getByLabel('PO number').fill('PO-2026-0043');
  for (let step = 0; step < 3; step += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order has been updated')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText('PO-2026-0043')).toBeVisible();

  // The list finds it by its container number and opens it.
  await page.goto('/orders/all');
  await page.getByLabel('Order, PO, BOL or container number').fill(CONTAINER);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${CONTAINER}`));
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('CNSHA → CAVAN');
  await expect(row).toContainText('Ocean');
  await row.getByText(orderNumber).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // The per-mode list shows it too; the road list does not.
  await page.goto('/orders/ocean-orders/order-list');
  await expect(page.getByRole('heading', { name: 'Ocean orders' })).toBeVisible();
  await expect(page.getByText(orderNumber)).toBeVisible();
  await page.goto('/orders/road-orders/order-list');
  await expect(page.getByRole('heading', { name: 'Road orders' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
});
