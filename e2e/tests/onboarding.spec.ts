import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { enterApp, openAdmin, signIn } from './helpers';

// Issue 4, flows 1–3, from the browser: every e-mail is read from the development mailbox, as a
// user of the embedded default would.

const API_HEADERS = { 'x-api-key': 'lanehub-web' };
const PASSWORD = 'a long and memorable pass phrase';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Mail = { to: string; subject: string; text: string };

/** The newest e-mail to an address, from GET /api/dev/mailbox. */
const newestMailTo = async (request: APIRequestContext, to: string): Promise<Mail> => {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  const [mail] = (await res.json()).data as Mail[];
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  return mail as Mail;
};

/** The path and query of a link in an e-mail (the link's origin is PUBLIC_URL). */
const pathOfLink = (text: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  expect(match, `a ${path} link`).not.toBeNull();
  const url = new URL((match as RegExpExecArray)[0]);
  return `${url.pathname}${url.search}`;
};

// Required fields carry a ' *' in their label text, so fields are found by role and accessible name.
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const choose = async (page: Page, label: string, typed: string, option: string | RegExp) => {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

const signUpCompany = async (page: Page, company: string, email: string) => {
  await page.goto('/company-sign-up');
  await expect(page.getByRole('heading', { name: 'Company sign-up' })).toBeVisible();
  await field(page, 'Company Name').fill(company);
  await choose(page, 'Company Type', 'Ship', 'Shipper');
  await page.keyboard.press('Escape');
  await choose(page, 'Country', 'Canada', 'Canada');
  await choose(page, 'State / Province', 'Ontario', /Ontario/);
  await field(page, 'First Name').fill('Rosa');
  await field(page, 'Last Name').fill('Quintero');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill('not the same');
  await field(page, 'Email').click();
  await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();
  await field(page, 'Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
};

const logInAs = async (page: Page, email: string, password: string) => {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
};

test('company self-sign-up: verify by e-mail, wait for approval, approved by an administrator, then log in', async ({
  page,
  request,
}) => {
  // The longest journey of the file: three log-ins and the admin area, on a shared, busy machine.
  test.setTimeout(180_000);
  const id = unique();
  const company = `Rosa Freight ${id}`;
  const email = `rosa.${id}@example.test`;

  await signUpCompany(page, company, email);
  await expect(page).toHaveURL(/\/signup-confirmation$/);
  await expect(page.getByText('Your company request has been sent.')).toBeVisible();

  // Resend: a new link, the first one stops working.
  const first = pathOfLink((await newestMailTo(request, email)).text, '/signup-verification');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('An verification email has been sent to your inbox')).toBeVisible();

  // The development mailbox shows the e-mail with its link.
  await page.goto('/dev/mailbox');
  await page.getByRole('textbox', { name: 'Recipient email' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const newest = page.getByRole('article').first();
  await expect(newest.getByText('Verify your email for Lanehub')).toBeVisible();
  const href = await newest.getByRole('link', { name: /signup-verification/ }).getAttribute('href');
  const link = pathOfLink(href ?? '', '/signup-verification');
  expect(link).not.toBe(first);

  await page.goto(first);
  await expect(page.getByText('Token is not valid')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(link);
  await expect(page.getByText("You're all signed up!")).toBeVisible();

  // Until an administrator approves, log-in lands on the confirmation screen.
  await logInAs(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/signup-confirmation$/);
  await expect(page.getByText('The company account has not been confirmed yet')).toBeVisible();

  // The system administrator approves it under Admin → Requested Companies.
  await page.goto('/logout');
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
  await openAdmin(page, 'Requested Companies');
  await expect(page).toHaveURL(/\/admin\/requested-companies/);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row.getByText(email)).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Approve ${company}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`The company ${company} has been approved`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(company) })).toHaveCount(0);
  expect((await newestMailTo(request, email)).subject).toBe(`${company} is approved on Lanehub`);

  // The company's user now reaches account selection and, with the company's first account, the app.
  await logInAs(page, email, PASSWORD);
  await expect(page.getByText('Account Information')).toBeVisible();
  await page.getByLabel('Account Number').fill('ROS-0001');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('an invalid verification link says so, then goes to log-in', async ({ page }) => {
  await page.goto(
    '/signup-verification?token=not-a-token&companyId=00000000-0000-4000-8000-000000000000&userId=00000000-0000-4000-8000-000000000000',
  );
  await expect(page.getByText('Token is not valid')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: a code by e-mail, a new password, then log in with it', async ({ page, request }) => {
  const id = unique();
  const email = `forgetful.${id}@example.test`;
  // A user of their own (changing a demo user's password would disturb the other journeys).
  const created = await request.post('/api/lanehub-core/company/verify', {
    headers: API_HEADERS,
    data: {
      legalName: `Forgetful Haulage ${id}`,
      companyTypes: ['Road Carrier'],
      country: 'CA',
      firstName: 'Fred',
      lastName: 'Gotten',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please input your email!')).toBeVisible();
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account uses this email, a code has been sent to it.')).toBeVisible();

  const mail = await newestMailTo(request, email);
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{8}$/);

  const newPassword = `${'n'.repeat(56)}${id}`.slice(0, 64);
  await field(page, 'Confirmation Code').fill(code === '00000000' ? '11111111' : '00000000');
  await field(page, 'New Password').fill(newPassword);
  await field(page, 'Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();
  await field(page, 'Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The code is not valid or has expired')).toBeVisible();

  await field(page, 'Confirmation Code').fill(code);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password was reset!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, newPassword);
  // The company still waits for approval: the new password worked.
  await expect(page).toHaveURL(/\/signup-confirmation$/);
});

test('sign-up by invitation: the invited person joins the inviting company and logs in', async ({ page, request }) => {
  const id = unique();
  const email = `invitee.${id}@example.test`;
  // A company administrator invites through the invite API (the Users screen's Invite calls it).
  const login = await request.put('/api/user/login', {
    headers: API_HEADERS,
    data: { email: 'shipper.admin@lanehub.demo', password: 'lanehub-demo' },
  });
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const invited = await request.post('/api/lanehub-core/users/invite', {
    headers: { ...API_HEADERS, authorization: `Bearer ${accessToken}` },
    data: { email, contactName: 'Ines Invitee' },
  });
  expect(invited.status()).toBe(201);

  const link = pathOfLink((await newestMailTo(request, email)).text, '/signup/');
  await page.goto(link);
  await expect(field(page, 'Company Name')).toHaveValue('Maple Leaf Home Goods Ltd.');
  await expect(field(page, 'Company Name')).toHaveAttribute('readonly', '');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Email')).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Please input your password!')).toBeVisible();
  await expect(page.getByText('Please confirm your password!')).toBeVisible();
  await field(page, 'First Name').fill('Ines');
  await field(page, 'Last Name').fill('Invitee');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('Token is not valid')).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Account Information')).toBeVisible();
});
