import { expect, test } from './axe';
import { enterApp } from './helpers';

// The demo shipper opens one of its demo ocean orders Hamburg → New York (both ports have coordinates
// in the shipped UN/LOCODE list), adds a dangerous goods line with a UN number the list does not have
// (refused on the field), then a right one, and calculates the order's emissions. It writes only rows
// of its own on that order (a dangerous goods line and change-log entries), which no other journey counts.
test('the shipper adds a dangerous goods line to an ocean order and calculates its emissions', async ({ page }) => {
  test.setTimeout(90_000);
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.goto('/orders/ocean-orders/order-list');
  await page.getByLabel('Origin UN/LOCODE').fill('DEHAM');
  await page.getByLabel('Destination UN/LOCODE').fill('USNYC');
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: 'DEHAM → USNYC' }).first();
  await expect(row).toBeVisible();
  await row.getByText('DEHAM → USNYC').click();
  await expect(page.getByRole('heading', { name: /^Order ORD-\d{4}-\d+$/ })).toBeVisible();
  await expect(page.getByText('DEHAM → USNYC').first()).toBeVisible();

  // Dangerous goods: a UN number the list does not have is refused on its field.
  const goods = page.getByRole('region', { name: 'Dangerous goods' });
  await expect(goods).toBeVisible();
  await goods.getByLabel('UN number').fill('UN9999');
  await goods.getByLabel('Class or division').fill('3');
  await goods.getByLabel('Packing group').selectOption('II');
  await goods.getByLabel('Gross weight').fill('180');
  await goods.getByRole('button', { name: 'Add line' }).click();
  await expect(goods.getByText('UN9999 is not in the dangerous goods list')).toBeVisible();
  await expect(goods.getByLabel('UN number')).toHaveAttribute('aria-invalid', 'true');

  // The right number: the line shows its proper shipping name from the list.
  await goods.getByLabel('UN number').fill('UN1090');
  await goods.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByText('The dangerous goods line has been added')).toBeVisible();
  await expect(goods.getByRole('cell', { name: 'Acetone' }).first()).toBeVisible();
  await expect(goods.getByRole('cell', { name: '180 kg' }).first()).toBeVisible();

  // Emissions of the ocean leg, great circle × 1.15 at 8 g CO2e per tonne-km.
  const emissions = page.getByRole('region', { name: 'Emissions' });
  await emissions.getByRole('button', { name: 'Calculate emissions' }).click();
  await expect(page.getByText('Emissions have been calculated')).toBeVisible();
  const legs = emissions.getByRole('table', { name: 'Legs' });
  await expect(legs.getByRole('cell', { name: 'DEHAM → USNYC' })).toBeVisible();
  await expect(legs.getByRole('cell', { name: '6,128.4 km' })).toBeVisible();
  await expect(legs.getByRole('cell', { name: '8 g/t-km' })).toBeVisible();
  await expect(emissions.getByText(/kg CO2e$/).first()).toBeVisible();
});
