import { enterAs } from './helpers';
import { expect, test } from './tenant';

// In a shipper of its own (tenant.ts); the carrier it finds is the demo's.
test('a shipper edits its profile, then finds a carrier and adds it as a partner', async ({ page, shipper }) => {
  await enterAs(page, shipper.admin, 'MLH-1001');

  const topBar = page.getByRole('navigation', { name: 'Top bar' });
  await topBar.getByRole('link', { name: 'My Company' }).click();
  await expect(page).toHaveURL(/\/company\/company-details$/);
  const city = page.getByRole('textbox', { name: 'City' });
  await city.fill('Montréal');
  await page.getByRole('textbox', { name: 'Website' }).fill('not a link');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be a valid URL')).toBeVisible();
  await page.getByRole('textbox', { name: 'Website' }).fill('https://mapleleafhome.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company profile has been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Montréal');

  await topBar.getByRole('link', { name: 'Build My Network' }).click();
  await expect(page).toHaveURL(/\/company-network$/);
  // The sidebar folds away on the network page by itself.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('textbox', { name: 'Company Name' }).fill('great lakes');
  await page.getByRole('button', { name: 'Add Great Lakes Trucking Co.' }).click();
  await expect(page.getByText('Added Great Lakes Trucking Co. as your partner')).toBeVisible();
  const partners = page.getByRole('table', { name: 'My partners' });
  await partners.getByRole('link', { name: 'Great Lakes Trucking Co.' }).click();
  await expect(page.getByRole('heading', { name: 'Great Lakes Trucking Co.' })).toBeVisible();
});
