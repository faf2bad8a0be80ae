import { readFile } from 'node:fs/promises';
import { expect as baseExpect } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test } from './axe';
import { enterApp } from './helpers';

// The machine running the journeys is shared and busy: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Every page's text of a PDF, as a reader extracts it. */
const pdfText = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
};

// The demo shipper's administrator (account MLH-1001) opens one of its ocean orders, fills its shipping
// instruction (the draft comes from the order: booking, vessel, ports, containers and seals), is told
// on the field that an HS code is not in HS 2022, saves, and downloads the PDF a carrier reads. The
// journey writes only the instruction of that order, which no other journey reads.
test('the demo shipper fills the shipping instruction of an ocean order and downloads its PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.goto('/orders/ocean-orders/order-list');
  const firstOrder = page.getByRole('cell', { name: /^ORD-\d{4}-\d{6}$/ }).first();
  await expect(firstOrder).toBeVisible();
  const orderNumber = ((await firstOrder.textContent()) ?? '').trim();
  await firstOrder.click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  const section = page.getByRole('region', { name: 'Shipping instruction' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Edit shipping instruction' }).click();
  const dialog = page.getByRole('dialog', { name: `Shipping instruction of ${orderNumber}` });
  await expect(dialog).toBeVisible();
  // The draft carries the order's first container, with its check digit.
  const container = dialog.getByLabel('Container number').first();
  await expect(container).toHaveValue(/^[A-Z]{4}\d{7}$/);
  const containerNumber = await container.inputValue();

  const consignee = dialog.getByRole('group', { name: 'Consignee' });
  await consignee.getByLabel('Name').fill('Northern Retail Inc.');
  await consignee.getByLabel('Address').fill('200 Granville Street, Vancouver BC V6C 1S4, Canada');
  await dialog.getByRole('group', { name: 'Notify party' }).getByLabel('Name').fill('Same as consignee');
  await dialog.getByLabel('Description of goods').fill('Wooden bedroom furniture, flat-packed');
  await dialog.getByLabel('Number of packages').fill('120');
  await dialog.getByLabel('Kind of packages').fill('Cartons');
  await dialog.getByLabel('Gross weight (kg)').last().fill('18250');
  await dialog.getByLabel('Freight terms').selectOption('prepaid');
  await dialog.getByLabel('HS code').fill('999999');
  await dialog.getByRole('button', { name: 'Save instruction' }).click();
  await expect(dialog.getByText('999999 is not an HS 2022 subheading')).toBeVisible();
  await dialog.getByLabel('HS code').fill('9403.50');
  await dialog.getByRole('button', { name: 'Save instruction' }).click();
  await expect(page.getByText('Shipping instruction has been saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(/^Version \d+, saved /)).toBeVisible();
  await expect(section.getByText('Northern Retail Inc.')).toBeVisible();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`shipping-instruction-${orderNumber}.pdf`);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Shipping Instruction');
  expect(text).toContain(orderNumber);
  expect(text).toContain(containerNumber);
  expect(text).toContain('Northern Retail Inc.');
  expect(text).toContain('18,250 kg');
});
