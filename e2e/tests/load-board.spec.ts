import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './axe';
import { enterApp } from './helpers';

// Issue 16, done means (load board): the shipper posts a load, two carriers bid in two sessions of
// their own, the shipper accepts one, the other sees its bid rejected, and the road order exists with
// the winner as its carrier. The demo companies play it: Maple Leaf Home Goods posts, Great Lakes
// Trucking Co. and North Atlantic Container Line bid (both hold the road area's permissions). Loads
// are rows nothing else counts, so the journey writes its own next to the demo data.

const SHIPPER = 'shipper.admin@lanehub.demo';
const ROAD = { email: 'road@lanehub.demo', account: 'GLT-3001', name: 'Great Lakes Trucking Co.' };
const OCEAN = { email: 'ocean@lanehub.demo', account: 'NACL-2001', name: 'North Atlantic Container Line S.A.' };
const COMMODITY = `Kitchen cabinets ${Date.now()}`;

const bidOn = async (page: Page, loadNumber: string, amount: string) => {
  await page.goto('/road/load-board?tab=board');
  await expect(page.getByRole('heading', { name: 'Load board', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Bid on load ${loadNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Bid on load ${loadNumber}` });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Valid until').fill('2099-12-31T17:00');
  await dialog.getByLabel('Note').fill('Driver team ready');
  await dialog.getByRole('button', { name: 'Place the bid' }).click();
  await expect(page.getByText('Your bid has been placed')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: loadNumber });
  await expect(row.getByText('Pending')).toBeVisible();
};

test('a shipper posts a load, two carriers bid, the shipper accepts one: the other is rejected and the road order exists', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // The shipper posts a public load.
  await enterApp(page, SHIPPER, 'MLH-1003');
  await page.goto('/road/load-board');
  await expect(page.getByRole('heading', { name: 'Load board', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Post a load' }).first().click();
  const form = page.getByRole('dialog', { name: 'Post a load' });
  await form.getByLabel('Origin city').fill('Toronto');
  await form.getByLabel('Origin state or province').fill('ON');
  await form.getByLabel('Destination city').fill('Montreal');
  await form.getByLabel('Destination state or province').fill('QC');
  await form.getByLabel('Pickup from').fill('2026-12-01T08:00');
  await form.getByLabel('Pickup until').fill('2026-12-01T12:00');
  await form.getByLabel('Delivery from').fill('2026-12-02T08:00');
  // A delivery window that ends before it starts is refused on its field.
  await form.getByLabel('Delivery until').fill('2026-12-02T06:00');
  await form.getByRole('combobox', { name: 'Equipment' }).click();
  await page.getByRole('option', { name: "53' dry van" }).click();
  await form.getByLabel('Weight (kg)').fill('18000');
  await form.getByLabel('Commodity').fill(COMMODITY);
  await form.getByLabel('Target rate').fill('1850');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Post the load' }).click();
  await expect(form.getByText('The delivery window must end after it starts')).toBeVisible();
  await form.getByLabel('Delivery until').fill('2026-12-02T16:00');
  await form.getByRole('button', { name: 'Post the load' }).click();
  await expect(page.getByText('Your load has been posted')).toBeVisible();
  const posted = page.getByRole('row').filter({ hasText: COMMODITY });
  await expect(posted.getByText('Open')).toBeVisible();
  const loadNumber = ((await posted.getByText(/^LD-\d{4}-\d{6}$/).textContent()) ?? '').trim();
  expect(loadNumber).toMatch(/^LD-\d{4}-\d{6}$/);

  // Two carriers bid, each in a session of its own.
  const roadContext = await browser.newContext();
  const road = await roadContext.newPage();
  await enterApp(road, ROAD.email, ROAD.account);
  await bidOn(road, loadNumber, '1790');
  const oceanContext = await browser.newContext();
  const ocean = await oceanContext.newPage();
  await enterApp(ocean, OCEAN.email, OCEAN.account);
  await bidOn(ocean, loadNumber, '1725.50');
  await expectAccessible(ocean);

  // The shipper sees both bids and accepts the road carrier's.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: COMMODITY });
  await row.getByRole('button', { name: '2 pending bids' }).click();
  const bids = page.getByRole('region', { name: `Bids on load ${loadNumber}` });
  await expect(bids.getByRole('cell', { name: ROAD.name, exact: true })).toBeVisible();
  await expect(bids.getByRole('cell', { name: OCEAN.name, exact: true })).toBeVisible();
  await bids.getByRole('button', { name: `Accept the bid of ${ROAD.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The bid has been accepted and the load awarded')).toBeVisible();
  await expect(row.getByText('Awarded')).toBeVisible();
  await expect(bids.getByText('Accepted')).toBeVisible();
  await expect(bids.getByText('Rejected')).toBeVisible();
  await expectAccessible(page);

  // The other carrier sees its bid rejected.
  await ocean.goto('/road/load-board?tab=bids');
  await expect(ocean.getByRole('row').filter({ hasText: loadNumber }).getByText('Rejected')).toBeVisible();

  // The road order exists, with the winner as its carrier, and the winner sees it.
  await bids.getByRole('link', { name: /^ORD-/ }).click();
  await expect(page).toHaveURL(/\/orders\/order-detail\//);
  const orderUrl = page.url();
  await expect(page.getByText(ROAD.name).first()).toBeVisible();
  await road.goto(new URL(orderUrl).pathname);
  await expect(road.getByText(ROAD.name).first()).toBeVisible();
  await expect(road.getByText('Toronto').first()).toBeVisible();

  await roadContext.close();
  await oceanContext.close();
});
