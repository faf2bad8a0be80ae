import { expect as baseExpect, type Page } from '@playwright/test';
import { enterAs, logOut, sidebar } from './helpers';
import { createForFile, createShipper, type ShipperTenant, test } from './tenant';

// Settings and access management (issue 4): a company administrator creates a policy and gives it
// to a restricted colleague for one account, and a role with a feature, whose menus then show the new
// modules; roles and the profile answer with the spec's messages.

// The machine running the journeys is shared and busy: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

const ACCOUNT = 'MLH-1001';

const openMyCompany = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'My Company' }).click();
  await expect(page).toHaveURL(/\/company\/company-details/);
};

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

// One journey in steps that build on each other, each with room for a busy machine. The steps share
// one company of their own (tenant.ts: the administrator Claire Tremblay and her restricted colleague
// Omar Haddad, 'Operations viewer' on every account), created before the first step.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let tenant: ShipperTenant;
test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  tenant = await createForFile(playwright, testInfo.project.use.baseURL, createShipper);
});

const pick = async (page: Page, option: string | RegExp) => {
  await page.getByRole('option', { name: option }).first().click();
};

test('before: the restricted colleague has no equipment in the Company menu', async ({ page }) => {
  await enterAs(page, tenant.colleague, ACCOUNT);
  await openMyCompany(page);
  await expect(sidebar(page).getByRole('link', { name: 'Company Details' })).toBeVisible();
  await expect(sidebar(page).getByText('Assets', { exact: true })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'ANwork', exact: true })).toHaveCount(0);
});

test('the company administrator creates a policy with asset.* and gives it to the colleague for one account', async ({
  page,
}) => {
  await enterAs(page, tenant.admin, ACCOUNT);
  await page.goto('/settings');
  await sidebar(page).getByText('Access Management', { exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Policies & Permissions' }).click();
  await expect(page.getByRole('heading', { name: 'Access Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New policy' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Name').fill('Asset team');
  await modal.getByRole('combobox', { name: 'Permissions' }).click();
  // Permissions read as labels (issue 13 §9): asset.* is 'Asset Management: Everything'.
  await modal.getByRole('combobox', { name: 'Permissions' }).fill('Asset Management');
  await pick(page, 'Asset Management: Everything');
  await page.keyboard.press('Escape');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Policy Asset team is created')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Asset team', exact: true })).toBeVisible();

  // … and gives it to the colleague for account MLH-1001 (select a user, Edit, Update).
  await page.getByRole('tab', { name: 'User permissions' }).click();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('combobox', { name: 'User' }).fill('Omar');
  await pick(page, /Omar Haddad/);
  await expect(page.getByRole('cell', { name: 'Operations viewer', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Add policy' }).click();
  await page.getByRole('combobox', { name: 'Policy' }).last().click();
  await pick(page, 'Asset team');
  await page.getByRole('combobox', { name: 'Account' }).last().click();
  await pick(page, ACCOUNT);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'The user permissions have been updated')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Asset team', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: ACCOUNT, exact: true })).toBeVisible();
});

test("a role with the anwork feature is created with the spec's message and given to the colleague", async ({
  page,
}) => {
  await enterAs(page, tenant.admin, ACCOUNT);
  await page.goto('/settings/access?tab=roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Name').fill('Yard crew');
  await modal.getByRole('combobox', { name: 'Features' }).click();
  await modal.getByRole('combobox', { name: 'Features' }).fill('anwork');
  await pick(page, 'anwork');
  await page.keyboard.press('Escape');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Role Yard crew is created')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Yard crew', exact: true })).toBeVisible();

  // User permissions: select the colleague, Edit, choose the role, Update.
  await page.getByRole('tab', { name: 'User permissions' }).click();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('combobox', { name: 'User' }).fill('Omar');
  await pick(page, /Omar Haddad/);
  await expect(page.getByText('No roles')).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('combobox', { name: 'Roles' }).click();
  await pick(page, 'Yard crew');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'The user permissions have been updated')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('cell', { name: 'Yard crew' })).toBeVisible();
  await expect(page.getByText('ANwork: Everything')).toBeVisible();
});

test("the profile answers with the spec's message", async ({ page }) => {
  await enterAs(page, tenant.admin, ACCOUNT);

  // Profile: 'Your user profile has been updated'.
  await page.goto('/settings/profile');
  await page.getByLabel('Title').fill('Logistics director');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(toast(page, 'Your user profile has been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Logistics director');
});

test('after: the colleague signs in on that account and the Company menu offers Assets → Equipment', async ({
  page,
}) => {
  await enterAs(page, tenant.colleague, ACCOUNT);
  await openMyCompany(page);
  await sidebar(page).getByText('Assets', { exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Equipment' }).click();
  await expect(page).toHaveURL(/\/company\/assets\/equipment/);
  // The role's feature: ANwork among the modules.
  await page.goto('/dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'ANwork', exact: true })).toBeVisible();
  await logOut(page);

  // On another account the policy does not apply; the role does (roles hold for every account).
  await enterAs(page, tenant.colleague, 'MLH-1002');
  await expect(sidebar(page).getByRole('link', { name: 'ANwork', exact: true })).toBeVisible();
  await openMyCompany(page);
  await expect(sidebar(page).getByRole('link', { name: 'Company Details' })).toBeVisible();
  await expect(sidebar(page).getByText('Assets', { exact: true })).toHaveCount(0);
});

test('a company administrator disables a colleague from Settings → Users', async ({ page }) => {
  await enterAs(page, tenant.admin, ACCOUNT);
  await page.goto('/settings/users');
  await expect(page.getByRole('button', { name: 'Invite user' })).toBeVisible();
  await page.getByRole('cell', { name: 'Omar Haddad', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Omar Haddad' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'The user has been disabled')).toBeVisible();
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Login Access' })).toBeVisible();

  // The disabled colleague can no longer sign in.
  await page.getByLabel('Email').fill(tenant.colleague.email);
  await page.getByLabel('Password').fill(tenant.colleague.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/disabled|incorrect/i)).toBeVisible();

  // Enabled again, the colleague is back in (the steps that follow need the colleague).
  await enterAs(page, tenant.admin, ACCOUNT);
  await page.goto('/settings/users');
  await page.getByRole('cell', { name: 'Omar Haddad', exact: true }).click();
  await page.getByRole('button', { name: 'Enable user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'The user has been enabled')).toBeVisible();
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Login Access' })).toBeVisible();
  await enterAs(page, tenant.colleague, ACCOUNT);
});

test('the administrator takes the role back, and the colleague loses ANwork at the next sign-in', async ({ page }) => {
  await enterAs(page, tenant.admin, ACCOUNT);
  await page.goto('/settings/access?tab=permissions');
  await page.getByRole('tab', { name: 'User permissions' }).click();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('combobox', { name: 'User' }).fill('Omar');
  await pick(page, /Omar Haddad/);
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('cell', { name: 'Yard crew' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('combobox', { name: 'Roles' }).click();
  // Choosing a chosen option again takes it away.
  await pick(page, 'Yard crew');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'The user permissions have been updated')).toBeVisible();
  await expect(page.getByText('No roles')).toBeVisible();
  await logOut(page);

  await enterAs(page, tenant.colleague, ACCOUNT);
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'ANwork', exact: true })).toHaveCount(0);
});
