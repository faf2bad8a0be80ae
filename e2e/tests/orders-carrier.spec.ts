import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { enterAs, logOut } from './helpers';
import { expect, test } from './tenant';

// Issue 14, done means: a shipper enters an ocean order door-to-port with a contract-less rate step
// and names its carrier; the carrier sees it under its own log-in and posts GTOT, LOAD, DEPA, ARRI and
// DISC; status and stage move with each event, and the shipper sees the same truth. Both companies are
// the journey's own (tenant.ts).

const CONTAINER = 'MSCU1234566';
// A small valid PDF: the carrier's bill of lading.
const BILL_OF_LADING = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    '% MSCU-BL-5512090',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** Posts one actual event through the detail page's form and waits for the timeline to show it. */
const postEvent = async (
  page: Page,
  event: { type: 'EQUIPMENT' | 'TRANSPORT'; code: string; label: string; at: string; locode: string; vessel?: boolean },
) => {
  const form = page.getByRole('form', { name: 'Post event' });
  await form.getByLabel('Event type').selectOption(event.type);
  await form.getByLabel('Event', { exact: true }).selectOption(event.code);
  await form.getByLabel('Event time').fill(event.at);
  await form.getByLabel('Location (UN/LOCODE)').fill(event.locode);
  await form.getByLabel('Container number').fill(CONTAINER);
  if (event.vessel) {
    await form.getByLabel('Transport mode').selectOption('VESSEL');
  }
  await form.getByRole('button', { name: 'Post event' }).click();
  await expect(page.getByText('Tracking events have been recorded').last()).toBeVisible();
  // The form is ready for the next event once it has reset its time to now (the detail may show the
  // new stage a moment before: it refreshes while the post completes).
  await expect(form.getByLabel('Event time')).not.toHaveValue(event.at);
  await expect(page.getByLabel('Tracking events').getByText(`${event.code} – ${event.label}`)).toBeVisible();
};

/** The order's status and stage as the detail page shows them. */
const expectProgress = async (page: Page, status: string, stage: string) => {
  await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(stage, { exact: true }).first()).toBeVisible();
};

test('the carrier named on an ocean order sees it under its own log-in and its events move status and stage', async ({
  page,
  shipper,
  carrier,
}) => {
  test.setTimeout(240_000);

  // The shipper adds its carrier to its network, then books the order with it.
  await enterAs(page, shipper.admin, 'MLH-1002');
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'Build My Network' }).click();
  await page.getByRole('textbox', { name: 'Company Name' }).fill(carrier.legalName);
  await page.getByRole('button', { name: `Add ${carrier.legalName}` }).click();
  await expect(page.getByText(`Added ${carrier.legalName} as your partner`)).toBeVisible();

  await page.goto('/orders/order-entry');
  await expect(page.getByRole('heading', { name: 'Order entry' })).toBeVisible();
  await page.getByLabel('Mode').selectOption('ocean');
  await page.getByLabel('Move type').selectOption('Door-to-Port');
  await page.getByLabel('Shipping type').selectOption('FCL');
  await page.getByLabel('Equipment type').fill('40HC');
  await page.getByLabel('Incoterm').selectOption('FCA');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Carrier', { exact: true }).click();
  await page.getByRole('option', { name: carrier.legalName }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Origin port or place (UN/LOCODE)').fill('CNSHA');
  await page.getByLabel('Origin country').fill('CN');
  await page.getByLabel('Shipper location address').fill('1000 Yanggao Road');
  await page.getByLabel('Shipper location city').fill('Shanghai');
  await page.getByLabel('Destination port or place (UN/LOCODE)').fill('CAVAN');
  await page.getByLabel('Destination country').fill('CA');
  await page.getByLabel('Booking number').fill('BK5512090');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Add a unit' }).click();
  await page.getByLabel('Container or equipment number of unit 1').fill(CONTAINER);
  await expect(page.getByText('Valid ISO 6346 container number')).toBeVisible();
  await page.getByLabel('Size type of unit 1').fill('45G1');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText(/No contract rate applies/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('cell', { name: carrier.legalName })).toBeVisible();
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByText('Order has been created')).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Order ORD-\d{4}-\d+$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  const orderPath = new URL(page.url()).pathname;

  // The shipper reports the container gated out at Shanghai.
  await postEvent(page, {
    type: 'EQUIPMENT',
    code: 'GTOT',
    label: 'Gated out',
    at: '2026-03-01T09:15',
    locode: 'CNSHA',
  });
  await expectProgress(page, 'At origin', 'Not arrived at Port of Load');
  await logOut(page);

  // The carrier finds the order among those shared with it, read-only.
  await enterAs(page, carrier.admin, 'GLT-3001');
  await page.goto('/orders/all');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('CNSHA → CAVAN');
  await row.getByText(orderNumber).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(
    page.getByText(`You see this order as its carrier; ${shipper.legalName} booked it and changes it.`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);

  // The carrier reports the voyage; each event moves the order on.
  await postEvent(page, {
    type: 'EQUIPMENT',
    code: 'LOAD',
    label: 'Loaded',
    at: '2026-03-02T05:00',
    locode: 'CNSHA',
    vessel: true,
  });
  await expectProgress(page, 'On vessel', 'Shipped on board');
  await postEvent(page, {
    type: 'TRANSPORT',
    code: 'DEPA',
    label: 'Departed',
    at: '2026-03-02T07:00',
    locode: 'CNSHA',
    vessel: true,
  });
  await expectProgress(page, 'On vessel', 'Underway');
  await postEvent(page, {
    type: 'TRANSPORT',
    code: 'ARRI',
    label: 'Arrived',
    at: '2026-03-20T16:00',
    locode: 'CAVAN',
    vessel: true,
  });
  await expectProgress(page, 'On vessel', 'Arrived at POD');
  await postEvent(page, {
    type: 'EQUIPMENT',
    code: 'DISC',
    label: 'Discharged',
    at: '2026-03-21T10:00',
    locode: 'CAVAN',
    vessel: true,
  });
  await expectProgress(page, 'Waiting pickup', 'Waiting at Destination Port');

  // The carrier adds the bill of lading to the order's documents.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText(/No documents on this order yet/)).toBeVisible();
  await documents.getByLabel('Kind of document').selectOption('bill_of_lading');
  await documents.getByRole('textbox', { name: 'Document' }).fill('Original B/L');
  await documents
    .locator('input[type="file"]')
    .setInputFiles({ name: 'MSCU-BL-5512090.pdf', mimeType: 'application/pdf', buffer: BILL_OF_LADING });
  await documents.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File Original B/L has been uploaded!')).toBeVisible();
  await expect(documents.getByRole('row', { name: /Original B\/L/ })).toContainText('Bill of lading');
  await logOut(page);

  // The shipper sees the same truth on its own screen.
  await enterAs(page, shipper.admin, 'MLH-1002');
  await page.goto(orderPath);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expectProgress(page, 'Waiting pickup', 'Waiting at Destination Port');
  await expect(page.getByLabel('Tracking events').getByText('DISC – Discharged')).toBeVisible();

  // …and the carrier's bill of lading, which it downloads but may not delete.
  const shipperDocuments = page.getByRole('region', { name: 'Documents' });
  const bill = shipperDocuments.getByRole('row', { name: /Original B\/L/ });
  await expect(bill).toContainText(carrier.legalName);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bill.getByRole('button', { name: 'Download Original B/L' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('MSCU-BL-5512090.pdf');
  expect((await readFile(await download.path())).equals(BILL_OF_LADING)).toBe(true);
  await expect(bill.getByRole('button', { name: 'Delete Original B/L' })).toBeVisible();
});
