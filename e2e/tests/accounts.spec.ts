import type { Page } from '@playwright/test';
import { enterAs, sidebar } from './helpers';
import { expect, test } from './tenant';

// Each journey runs in a shipper of its own (tenant.ts): Maple Leaf's accounts and places, no partner.

const PARTNER = 'North Atlantic Container Line S.A.';

/** Picks an option of a searchable select (or the company picker) by its label. */
const choose = async (page: Page, label: string | RegExp, option: string) => {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
};

test('a shipper adds a partner, then creates an account managed by it; a duplicate number is refused', async ({
  page,
  shipper,
}) => {
  await enterAs(page, shipper.admin, 'MLH-1001');

  // The partner comes from Build My Network.
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'Build My Network' }).click();
  await page.getByRole('textbox', { name: 'Company Name' }).fill('north atlantic');
  await page.getByRole('button', { name: `Add ${PARTNER}` }).click();
  await expect(page.getByText(`Added ${PARTNER} as your partner`)).toBeVisible();

  await page.goto('/company/company-accounts');
  await expect(page.getByRole('heading', { name: 'Company Accounts' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'MLH-1002' })).toBeVisible();
  await page.getByRole('button', { name: 'New Account' }).click();
  await expect(page).toHaveURL(/\/company\/company-accounts\/new-account$/);

  const number = `MLH-${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: /Account number/ }).fill(number);
  await page.getByRole('textbox', { name: 'Account type' }).fill('shipper');
  await choose(page, /^Mode/, 'Rail');
  await choose(page, 'Location', 'Port of Montreal (CAMTR)');
  // The company picker lists the partner just added.
  await choose(page, 'Managed by', PARTNER);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account has been created')).toBeVisible();

  // The detail page shows what was saved.
  await expect(page).toHaveURL(/\/company\/account-detail\//);
  await expect(page.getByRole('heading', { name: `Account ${number}` })).toBeVisible();
  await expect(page.getByText('Port of Montreal').first()).toBeVisible();
  await expect(page.getByText(PARTNER).first()).toBeVisible();

  // Disable, confirm, and the list says so; the alias route shows the same list.
  await page.getByRole('button', { name: 'Disable account' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Account has been disabled')).toBeVisible();
  await page.goto('/company/accounts');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Rail');
  await expect(row).toContainText(PARTNER);
  await expect(row).toContainText('Disabled');

  // The same number again is refused on the field.
  await page.goto('/company/company-accounts/new-account');
  await page.getByRole('textbox', { name: /Account number/ }).fill(number);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This account number is already used by the company')).toBeVisible();
});

test('products and product segments: create one and find it in the list', async ({ page, shipper }) => {
  await enterAs(page, shipper.admin, 'MLH-1001');

  // The Company menu (shown in the sidebar on company screens) now offers Product Segments.
  await page.goto('/company/company-details');
  await sidebar(page).getByRole('link', { name: 'Product Segments' }).click();
  await expect(page).toHaveURL(/\/company\/prod-segments$/);
  const segment = `Outdoor furniture ${Date.now()}`;
  await page.getByRole('button', { name: /New Product Segment/ }).click();
  await page.getByLabel('Name').fill(segment);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product Segment has been created')).toBeVisible();
  await page.goto('/company/prod-segments');
  await expect(page.getByRole('cell', { name: segment })).toBeVisible();

  await page.goto('/company/product');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  const productId = `SKU-${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New Product' }).click();
  await page.getByRole('textbox', { name: /Product id/ }).fill(productId);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Teak garden bench');
  await page.getByRole('textbox', { name: 'Category' }).fill('Outdoor furniture');
  await page.getByRole('textbox', { name: 'HS code' }).fill('9401.69');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product has been created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: productId });
  await expect(row).toContainText('Teak garden bench');
  await expect(row).toContainText('9401.69');
});
