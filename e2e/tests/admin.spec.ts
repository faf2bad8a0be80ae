import type { Page } from '@playwright/test';
import { enterApp, enterAs, openAdmin, sidebar, signIn } from './helpers';
import { expect, ROOT as ROOT_USER, test } from './tenant';

// The admin area is the demo system administrator's (the platform's administrator of every company);
// what each journey changes is a company of its own (tenant.ts), found by its unique name.
const ROOT = ROOT_USER.email;
const ROOT_ACCOUNT = ROOT_USER.account;

// The pickers list every company: typing the name keeps the option in view.
const pick = async (page: Page, label: string, option: string) => {
  const field = page.getByLabel(label, { exact: false }).first();
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Picks today in the open date picker (the calendar opens on the current month). */
// Lanehub's dates are Toronto dates (spec 01 §9), and so is the server's "today" for a subscription's
// status: the browser runs in Toronto too, or between midnight UTC and midnight in Toronto its calendar's
// today would be tomorrow there (an upcoming subscription instead of an active one).
const TIME_ZONE = 'America/Toronto';
test.use({ timezoneId: TIME_ZONE });

const pickToday = async (page: Page, label: string) => {
  await page.getByLabel(label).click();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, day: 'numeric' }).format(new Date());
  await page
    .locator('.mantine-Popover-dropdown button:not([data-outside])')
    .filter({ hasText: new RegExp(`^${today}$`) })
    .first()
    .click();
};

test('User Management: the system administrator creates a user in a company, who then logs in', async ({
  page,
  browser,
  shipper,
}) => {
  await enterApp(page, ROOT, ROOT_ACCOUNT);
  await openAdmin(page, 'User Management');
  await expect(page).toHaveURL(/\/admin\/user-management$/);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

  // Search by company name, paged on the server.
  await page.getByRole('textbox', { name: 'Search users' }).fill(shipper.legalName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1-2 of 2')).toBeVisible();
  await expect(page.getByRole('cell', { name: shipper.colleague.email })).toBeVisible();

  await page.getByRole('button', { name: 'New user' }).click();
  await expect(page).toHaveURL(/\/admin\/user-management\/new$/);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  const email = `dispatcher.${Date.now()}@lanehub.demo`;
  await page.getByLabel('First Name').fill('Priya');
  await page.getByLabel('Last Name').fill('Raman');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('dispatch-2024-secure');
  await pick(page, 'Company', shipper.legalName);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`User ${email} is created`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
  await expect(page.getByRole('link', { name: shipper.legalName })).toBeVisible();

  // The new user signs in with that password and reaches account selection of their company.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, email, 'dispatch-2024-secure');
  await expect(other.getByText('Account Information')).toBeVisible();
  await context.close();
});

test('Company Management: disabling a company sends its signed-in user to log-in on their next action', async ({
  page,
  browser,
  shipper,
}) => {
  const context = await browser.newContext();
  const member = await context.newPage();
  await enterAs(member, shipper.admin, 'MLH-1001');

  await enterApp(page, ROOT, ROOT_ACCOUNT);
  await openAdmin(page, 'Company Management');
  await expect(page).toHaveURL(/\/admin\/company-management$/);
  await page.getByRole('textbox', { name: 'Search companies' }).fill(shipper.legalName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await page.getByRole('cell', { name: shipper.legalName }).click();
  await expect(page.getByRole('heading', { name: shipper.legalName })).toBeVisible();
  await expect(page.getByRole('cell', { name: shipper.admin.email })).toBeVisible();

  // The account detail of the company.
  await page.getByRole('link', { name: 'MLH-1001' }).click();
  await expect(page).toHaveURL(/\/admin\/company-management\/[0-9a-f-]+\/account\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Account MLH-1001' })).toBeVisible();
  await page.getByRole('link', { name: `Back to ${shipper.legalName}` }).click();

  await page.getByRole('button', { name: 'Disable company' }).click();
  await expect(page.getByText(/Every user of the company is signed out at once/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable company' }).click();
  await expect(page.getByText(`Company ${shipper.legalName} has been disabled`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable company' })).toBeVisible();

  // The member's next action finds the session ended.
  await member.reload();
  await expect(member.getByRole('heading', { name: 'Login Access' })).toBeVisible();
  await signIn(member, shipper.admin.email, shipper.admin.password);
  await expect(member.getByText('This company has been disabled')).toBeVisible();
  await context.close();

  await page.getByRole('button', { name: 'Enable company' }).click();
  await expect(page.getByText(`Company ${shipper.legalName} has been enabled`)).toBeVisible();
});

test('Subscriptions: the administrator creates one and the company administrator sees it under Settings', async ({
  page,
  browser,
  shipper: tenant,
}) => {
  const context = await browser.newContext();
  const shipper = await context.newPage();
  await enterAs(shipper, tenant.admin, 'MLH-1001');
  await shipper.goto('/settings/app-services');
  await expect(
    shipper.getByText('Your company has no active subscription, so no app services are included.'),
  ).toBeVisible();

  await enterApp(page, ROOT, ROOT_ACCOUNT);
  await openAdmin(page, 'Subscriptions');
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);
  await page.getByRole('button', { name: 'New subscription' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await pick(page, 'Company', tenant.legalName);
  await pick(page, 'Plan', 'Professional');
  await expect(page.getByText('This plan unlocks')).toBeVisible();
  await pickToday(page, 'Start date');
  await page.getByLabel('Notes').fill('Annual contract, invoiced quarterly');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The subscription has been created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(tenant.legalName) });
  await expect(row.getByText('Active')).toBeVisible();

  // The company administrator reads it under Settings → Subscription and App Services.
  await shipper.goto('/settings/profile');
  await sidebar(shipper).getByRole('link', { name: 'Subscription' }).click();
  await expect(shipper).toHaveURL(/\/settings\/subscriptions$/);
  await expect(shipper.getByText('Current plan')).toBeVisible();
  await expect(shipper.getByText('Professional').first()).toBeVisible();
  await expect(shipper.getByText('Annual contract, invoiced quarterly').first()).toBeVisible();
  await sidebar(shipper).getByRole('link', { name: 'App Services' }).click();
  await expect(shipper.getByText('App services included in your Professional plan:')).toBeVisible();
  await expect(shipper.getByLabel('Load board').getByText('Included')).toBeVisible();
  await expect(shipper.getByLabel('Yard planning').getByText('Not in your plan')).toBeVisible();
  await context.close();

  // Ending it today keeps today as its last day.
  await row.getByRole('button', { name: 'End today' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The subscription has been ended')).toBeVisible();
});

test('Company Management is the one company screen: list, detail, account, partners and a new approved company', async ({
  page,
  shipper,
}) => {
  await enterApp(page, ROOT, ROOT_ACCOUNT);
  // The former approval screen is the same screen now (issue 13 §6).
  await page.goto('/company/company-approve');
  await expect(page).toHaveURL(/\/admin\/company-management$/);
  await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search companies' }).fill(shipper.legalName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(shipper.legalName) }).getByText('Approved')).toBeVisible();
  await page.getByRole('cell', { name: shipper.legalName }).click();
  await expect(page).toHaveURL(/\/admin\/company-management\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: shipper.legalName })).toBeVisible();

  await page.getByRole('link', { name: 'MLH-1002' }).click();
  await expect(page).toHaveURL(/\/admin\/company-management\/[0-9a-f-]+\/account\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Account MLH-1002' })).toBeVisible();
  await page.getByRole('link', { name: `Back to ${shipper.legalName}` }).click();

  await page.getByRole('link', { name: /Partner list/ }).click();
  await expect(page).toHaveURL(/\/company-partners$/);
  await expect(page.getByRole('heading', { name: `Partners of ${shipper.legalName}` })).toBeVisible();

  // A new company, approved at once, with its first account and administrator who can sign in.
  await page.goto('/admin/company-management');
  await page.getByRole('link', { name: 'New company' }).click();
  await expect(page).toHaveURL(/\/company\/company-approve\/new-company$/);
  const stamp = Date.now();
  await page.getByLabel('Legal name').fill(`Fjord Reefer Logistics ${stamp}`);
  await page.getByRole('combobox', { name: 'Company types' }).click();
  await page.getByRole('option', { name: 'Shipper', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Account number').fill(`FRL-${stamp}`);
  await page.getByLabel('First Name').fill('Ingrid');
  await page.getByLabel('Last Name').fill('Solberg');
  await page.getByLabel('Email').fill(`ingrid.${stamp}@lanehub.demo`);
  await page.getByRole('textbox', { name: 'Password' }).fill('fjord-reefer-2024');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText(`Company Fjord Reefer Logistics ${stamp} is created`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Fjord Reefer Logistics ${stamp}` })).toBeVisible();
  await expect(page.getByText(`ingrid.${stamp}@lanehub.demo`)).toBeVisible();
});

test('Company approval detail: the administrator approves a requested company, whose administrator then uses the app', async ({
  page,
  request,
}) => {
  // A company signs itself up (the public call of /company-sign-up).
  const stamp = Date.now();
  const legalName = `Tidewater Drayage ${stamp}`;
  const email = `lena.${stamp}@tidewater.test`;
  const password = 'tidewater-drayage-2026';
  const signUp = await request.post('/api/lanehub-core/company/verify', {
    headers: { 'x-api-key': 'lanehub-web' },
    data: {
      legalName,
      companyTypes: ['Shipper'],
      country: 'CA',
      firstName: 'Lena',
      lastName: 'Moreau',
      email,
      password,
      confirmPassword: password,
    },
  });
  expect(signUp.status()).toBe(201);

  await enterApp(page, ROOT, ROOT_ACCOUNT);
  await page.goto('/admin/company-management');
  await page.getByRole('textbox', { name: 'Search companies' }).fill(legalName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('cell', { name: legalName }).click();
  await expect(page.getByRole('heading', { name: legalName })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`The company ${legalName} has been approved`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Login Access' })).toBeVisible();

  // Its administrator enters with the first account and may run the company: My Company is there.
  await signIn(page, email, password);
  await expect(page.getByText('Account Information')).toBeVisible();
  // Approval created the company's first account: three letters of its name, then 0001.
  await page.getByLabel('Account Number').fill('TID-0001');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'My Company' }).click();
  await expect(page).toHaveURL(/\/company\/company-details/);
  await expect(sidebar(page).getByRole('link', { name: 'Company Details' })).toBeVisible();
});
