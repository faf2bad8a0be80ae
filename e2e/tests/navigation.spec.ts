import { enterApp, sidebar, signIn } from './helpers';
import { expect, ROOT, TENANT_PASSWORD, test } from './tenant';

// Journeys that misled a new user (issue 13 §1, §2, §6, §7). The first two read the demo data; the
// invitee's journey adds a user to a company of its own (tenant.ts).

const API_KEY = { 'x-api-key': 'lanehub-web' };

test("a shipper's administrator enters in the account's mode, and the dashboard links only where they may go", async ({
  page,
}) => {
  await signIn(page, 'shipper.admin@lanehub.demo');
  await expect(page.getByText('Account Information')).toBeVisible();
  // Choosing the ocean account chooses Ocean; its module is not there yet, and the screen says so.
  await page.getByLabel('Account Number').fill('MLH-1002');
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('textbox', { name: 'Mode' }).or(page.getByRole('combobox', { name: 'Mode' })),
  ).toHaveValue('Ocean');
  await expect(page.getByText('The Ocean module is coming soon: Enter opens the dashboard until then.')).toBeVisible();
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // What needs attention comes first; no link leads to the admin area, which is not theirs.
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  await expect(page.getByTestId('figure-users')).toBeVisible();
  const main = page.getByRole('main');
  const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => href?.startsWith('/admin/user-management') || href === '/admin')).toEqual([]);
  await expect(sidebar(page).getByRole('link', { name: 'System Administrator' })).toHaveCount(0);

  // Settings → Accounts opens the accounts screen and the Settings sidebar stays.
  await page.goto('/settings/profile');
  await sidebar(page).getByText('Access Management').click();
  await sidebar(page).getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/company\/company-accounts$/);
  await expect(sidebar(page).getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('the log-in screen leads to company sign-up', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up your company' }).click();
  await expect(page).toHaveURL(/\/company-sign-up$/);
  await expect(page.getByRole('heading', { name: 'Company sign-up' })).toBeVisible();
});

test('an invitee with no policy sees no link to company screens', async ({ page, request, shipper }) => {
  // The system administrator adds a user to the company, with no policy on any account.
  const login = await request.put('/api/user/login', {
    headers: API_KEY,
    data: { email: ROOT.email, password: ROOT.password },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const email = `newcomer.${Date.now()}@maple-leaf.test`;
  const created = await request.post('/api/admin/users', {
    headers: { ...API_KEY, authorization: `Bearer ${token}` },
    data: {
      firstName: 'Nadia',
      lastName: 'Roy',
      email,
      role: 'user',
      companyId: shipper.id,
      password: TENANT_PASSWORD,
    },
  });
  expect(created.ok()).toBe(true);

  await enterApp(page, email, 'MLH-1001', TENANT_PASSWORD);
  await expect(page.getByTestId('figure-accounts')).toBeVisible();
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => href?.startsWith('/company') || href?.startsWith('/admin'))).toEqual([]);
  await page.getByRole('button', { name: 'Quick Access' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'User Profile' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Company Details' })).toHaveCount(0);
});
