import { expect, test } from './axe';
import { enterApp, signIn } from './helpers';

test('the demo administrator signs in, selects an account, reaches the dashboard and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Login Access')).toBeVisible();
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
  await expect(page.getByText('Welcome, Avery')).toBeVisible();
  await expect(page.getByText('Lanehub Operations Inc.').first()).toBeVisible();

  // The session survives a reload: the access token lives in memory, the refresh cookie renews it. The
  // server runs as production (NODE_ENV unset), so the cookie is Secure, which Chromium keeps from
  // http://127.0.0.1 (issue 11).
  const refresh = (await page.context().cookies()).find((c) => c.name === 'lh_refresh');
  expect(refresh).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  await page.reload();
  await expect(page.getByText('Welcome, Avery')).toBeVisible();

  // Unknown paths go to the dashboard.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message under the form', async ({ page }) => {
  await signIn(page, 'admin@lanehub.demo', 'not the password');
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form validates before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  await expect(page.getByText('Please input your password!')).toBeVisible();
});

test('the vendor login route is titled Vendor Login', async ({ page }) => {
  await page.goto('/vendor/login');
  await expect(page.getByText('Vendor Login')).toBeVisible();
});

test('a user of a company awaiting approval is told so', async ({ page }) => {
  await signIn(page, 'pending@lanehub.demo');
  await expect(page).toHaveURL(/\/signup-confirmation/);
  await expect(page.getByText('The company account has not been confirmed yet')).toBeVisible();
});

test('a user without a company is sent to company sign-up, requests their company and waits for approval', async ({
  page,
}) => {
  await signIn(page, 'newcomer@lanehub.demo');
  await expect(page).toHaveURL(/\/company-sign-up/);
  await expect(page.getByText('No company profile was found')).toBeVisible();

  // Signed in: only the company is asked, for the newcomer (newcomer is used by no other journey).
  await expect(page.getByText('Signed in as newcomer@lanehub.demo')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Company Name' }).fill('Bennett Haulage');
  const types = page.getByRole('combobox', { name: 'Company Type', exact: true });
  await types.click();
  await page.getByRole('option', { name: 'Road Carrier' }).click();
  await page.keyboard.press('Escape');
  const country = page.getByRole('combobox', { name: 'Country', exact: true });
  await country.click();
  await country.fill('Canada');
  await page.getByRole('option', { name: 'Canada' }).click();
  const state = page.getByRole('combobox', { name: 'State / Province', exact: true });
  await expect(state).toBeEnabled();
  await state.click();
  await state.fill('Quebec');
  await page.getByRole('option', { name: /Quebec/ }).click();
  await page.getByRole('button', { name: 'Send company request' }).click();

  await expect(page).toHaveURL(/\/signup-confirmation$/);
  await expect(page.getByText('Your company request has been sent.')).toBeVisible();

  // Until an administrator approves it, log-in lands on the confirmation screen.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'newcomer@lanehub.demo');
  await expect(page).toHaveURL(/\/signup-confirmation$/);
  await expect(page.getByText('The company account has not been confirmed yet')).toBeVisible();
});

test('an unknown account number is refused on the field', async ({ page }) => {
  await signIn(page, 'shipper.admin@lanehub.demo');
  await expect(page.getByText('Account Information')).toBeVisible();
  await page.getByLabel('Account Number').fill('NOPE-404');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('The company name or account number is not valid')).toBeVisible();
});
