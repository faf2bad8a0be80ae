import { enterAs } from './helpers';
import { expect, test } from './tenant';

// Issue 16, done means (contracts part): a shipper creates an inbound road contract with a partner
// carrier, adds a rate card through the wizard from a CSV whose two bad rows come back with their
// errorFields, fixes them and saves, then looks up a price. Both companies are the journey's own.

const csv = (carrier: string) =>
  [
    'carrier,originCountry,destinationCountry,equipmentType,moveType,mode,baseRate,fuelSurcharge',
    `${carrier},CA,US,53ft Dry Van,Door-to-Door,Road,1850.00,210.50`,
    `${carrier},Atlantis,US,53ft Dry Van,Door-to-Door,Road,1500.00,100`,
    `${carrier},CA,MX,53ft Dry Van,Door-to-Door,Road,12.345678,`,
    '',
  ].join('\n');

test('an inbound road contract with a partner carrier, a rate card from a CSV fixed in the wizard, and a price', async ({
  page,
  shipper,
  carrier,
}) => {
  test.setTimeout(180_000);
  await enterAs(page, shipper.admin, 'MLH-1003');
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'Build My Network' }).click();
  await page.getByRole('textbox', { name: 'Company Name' }).fill(carrier.legalName);
  await page.getByRole('button', { name: `Add ${carrier.legalName}` }).click();
  await expect(page.getByText(`Added ${carrier.legalName} as your partner`)).toBeVisible();

  // The contract.
  await page.goto('/contracts/new-contracts');
  await page.getByRole('link', { name: 'Start a Road Transportation contract' }).click();
  await expect(page.getByRole('heading', { name: 'New Road Transportation contract' })).toBeVisible();
  await page.getByLabel('Contract number').fill('IN-ROAD-2026');
  await page.getByLabel('Partner company').click();
  await page.getByRole('option', { name: carrier.legalName }).click();
  await page.getByLabel('Valid from').fill('2026-01-01');
  await page.getByLabel('Valid to').fill('2027-12-31');
  await page.getByRole('button', { name: 'Create contract' }).click();
  await expect(page.getByText('Your contract has been created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/contracts$/);
  // The first contract is selected after the list loads.
  await expect(page.getByText(`Road Transportation · Inbound · ${carrier.legalName}`)).toBeVisible();

  // The rate card wizard.
  await page.getByRole('link', { name: 'Add a Road rate card' }).click();
  await page.getByLabel('Rate card name').fill('Ontario inbound');
  await page.getByRole('button', { name: 'Next' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a CSV' }).click();
  await (await chooser).setFiles({
    name: 'lanes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(carrier.legalName)),
  });
  await page.getByRole('button', { name: 'Check the lanes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 rows have errors: 2, 3' })).toBeVisible();
  await expect(page.getByText('Atlantis is not a known country')).toBeVisible();
  await expect(page.getByText('Base freight must be an amount of at most 4 decimals, not 12.345678')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.getByLabel('Origin Country, row 2').fill('Canada');
  await page.getByLabel('Base freight, row 3').fill('1200.25');
  await page.getByRole('button', { name: 'Check the lanes' }).click();
  await expect(page.getByText('All 3 lanes are valid.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Rate card Ontario inbound with 3 lanes is ready to save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save the rate card' }).click();
  await expect(page.getByText('The rate card has been saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ontario inbound' })).toBeVisible();
  await expect(page.getByText('3 lanes of contract IN-ROAD-2026')).toBeVisible();

  // The price lookup: the CA → US lane, with its charges and why it matched.
  await page.getByLabel('Carrier', { exact: true }).fill(carrier.legalName);
  await page.getByLabel('Origin Country', { exact: true }).fill('CA');
  await page.getByLabel('Destination Country', { exact: true }).fill('US');
  await page.getByRole('button', { name: 'Look up the price' }).click();
  await expect(page.getByText('Total 2060.5000 CAD')).toBeVisible();
  await expect(page.getByText(/Row 1 of rate card Ontario inbound matched/)).toBeVisible();
  await page.screenshot({ path: 'test-results/contracts-rate-card.png', fullPage: true });
});
