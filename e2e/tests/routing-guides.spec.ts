import { enterAs } from './helpers';
import { expect, test } from './tenant';

// Issue 16, routing guides: a shipper's administrator creates the routing guide of a lane with two
// carriers in rank order (a Lanehub carrier of its network and a trading partner added by hand), then
// enters a road order on that lane: order entry suggests the first carrier and Use names it as the
// order's carrier. Both companies are the journey's own (tenant.ts).

const SECOND_CARRIER = 'Prairie Haulage';

test('a routing guide with two ranked carriers, and its first carrier suggested and used on order entry', async ({
  page,
  shipper,
  carrier,
}) => {
  test.setTimeout(180_000);
  await enterAs(page, shipper.admin, 'MLH-1003');

  // The two carriers of the network: the journey's carrier company and a trading partner.
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'Build My Network' }).click();
  await page.getByRole('textbox', { name: 'Company Name' }).fill(carrier.legalName);
  await page.getByRole('button', { name: `Add ${carrier.legalName}` }).click();
  await expect(page.getByText(`Added ${carrier.legalName} as your partner`)).toBeVisible();
  await page.goto('/company-network');
  await page.getByRole('button', { name: 'Add trading partner' }).click();
  const partner = page.getByRole('dialog', { name: 'Trading partner' });
  await partner.getByLabel('Legal Name').fill(SECOND_CARRIER);
  await partner.getByLabel('Company type').click();
  await page.getByRole('option', { name: 'Road Carrier', exact: true }).click();
  await partner.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByText(`Added ${SECOND_CARRIER} as your partner`)).toBeVisible();

  // The routing guides screen, from the contracts screen; no guide yet.
  await page.goto('/contracts');
  await page.getByRole('link', { name: 'Routing guides' }).first().click();
  await expect(page).toHaveURL(/\/contracts\/routing-guides$/);
  await expect(page.getByRole('heading', { name: 'Routing guides', level: 1 })).toBeVisible();
  await expect(page.getByText(/You have no routing guide yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Create a routing guide' }).first().click();

  const form = page.getByRole('dialog', { name: 'Create a routing guide' });
  await form.getByLabel(/^Origin country/).fill('CA');
  await form.getByLabel(/^Destination country/).fill('US');
  await form.getByLabel(/^Carrier 1/).click();
  await page.getByRole('option', { name: SECOND_CARRIER }).click();
  await form.getByLabel(/^Rate of carrier 1/).fill('1990');
  await form.getByLabel(/^Tender acceptance of carrier 1/).fill('75');
  await form.getByRole('button', { name: 'Add a carrier' }).click();
  await form.getByLabel(/^Carrier 2/).click();
  await page.getByRole('option', { name: carrier.legalName }).click();
  await form.getByLabel(/^Rate of carrier 2/).fill('1850.50');
  await form.getByLabel(/^Tender acceptance of carrier 2/).fill('92');
  // The journey's carrier is tendered first.
  await form.getByRole('button', { name: 'Move carrier 2 up' }).click();
  await page.screenshot({ path: 'test-results/routing-guides-form.png' });
  await form.getByRole('button', { name: 'Create the routing guide' }).click();
  await expect(page.getByText('The routing guide has been created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'CA → US' });
  await expect(row.getByText(`1. ${carrier.legalName} · 1850.5000 CAD · 92% accepted`)).toBeVisible();
  await expect(row.getByText(`2. ${SECOND_CARRIER} · 1990.0000 CAD · 75% accepted`)).toBeVisible();

  await page.screenshot({ path: 'test-results/routing-guides-list.png', fullPage: true });

  // Order entry on that lane: the guide's first carrier is suggested once both countries are known.
  await page.goto('/orders/order-entry');
  await expect(page.getByRole('heading', { name: 'Order entry' })).toBeVisible();
  await page.getByLabel('Mode').selectOption('road');
  await page.getByLabel('Move type').selectOption('Door-to-Door');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Origin country').fill('CA');
  await page.getByLabel('Destination country').fill('US');
  const suggestion = page.getByRole('alert', { name: 'Routing guide suggestion' });
  await expect(suggestion).toContainText(`Suggested by the routing guide: ${carrier.legalName}`);
  await suggestion.getByRole('button', { name: `Use ${carrier.legalName}` }).click();
  await expect(suggestion).toContainText("This carrier is the order's carrier.");

  // The parties step shows it as the order's carrier.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue(carrier.legalName);
  await page.screenshot({ path: 'test-results/routing-guides-suggestion.png', fullPage: true });
});
