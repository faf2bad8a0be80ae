import type { Page } from '@playwright/test';
import { FRESH_ADMIN, FRESH_ADMIN_ACCOUNT } from '../../fresh-install';
import { expect, test } from '../axe';
import { enterApp, logOut, openAdmin, sidebar, signIn } from '../helpers';
import { newestMailTo, pathOfLink, unique } from './mailbox';

// Issue 4, flows 1–3, from the browser, on a new installation (the fresh server: an empty database
// whose only user is the first system administrator). Every e-mail is read from the development
// mailbox, as the first system administrator of the embedded default would. The three flows are one story and hand each other
// their people: the company that signs up (flow 1) is approved by the first administrator, its
// administrator invites a colleague (flow 2), and the colleague resets their password (flow 3).

const PASSWORD = 'a long and memorable pass phrase';

const id = unique();
const company = `Rosa Freight ${id}`;
const founder = `rosa.${id}@example.test`;
const colleague = `invitee.${id}@example.test`;
// The account the approval gives the company (its name's first three letters).
const COMPANY_ACCOUNT = 'ROS-0001';

// Required fields carry a ' *' in their label text, so fields are found by role and accessible name.
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const choose = async (page: Page, label: string, typed: string, option: string | RegExp) => {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

const signUpCompany = async (page: Page, legalName: string, email: string) => {
  await page.goto('/company-sign-up');
  await expect(page.getByRole('heading', { name: 'Company sign-up' })).toBeVisible();
  await field(page, 'Company Name').fill(legalName);
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

test('a new installation has no demo data: the demo administrator cannot sign in', async ({ page }) => {
  await signIn(page, 'admin@lanehub.demo');
  await expect(page.getByText('The email or password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid verification link says so, then goes to log-in', async ({ page }) => {
  await page.goto(
    '/signup-verification?token=not-a-token&companyId=00000000-0000-4000-8000-000000000000&userId=00000000-0000-4000-8000-000000000000',
  );
  await expect(page.getByText('Token is not valid')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('a company joins a new installation', () => {
  // Each journey continues with the people of the one before.
  test.describe.configure({ mode: 'serial' });

  test('company self-sign-up: verify by e-mail, wait for approval, approved by the first administrator, then log in', async ({
    page,
    request,
  }) => {
    // The longest journey of the file: three log-ins and the admin area, on a shared, busy machine.
    test.setTimeout(180_000);
    await signUpCompany(page, company, founder);
    await expect(page).toHaveURL(/\/signup-confirmation$/);
    await expect(page.getByText('Your company request has been sent.')).toBeVisible();

    // Resend: a new link, the first one stops working.
    const first = pathOfLink((await newestMailTo(request, founder)).text, '/signup-verification');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText('An verification email has been sent to your inbox')).toBeVisible();

    // The development mailbox shows the e-mail with its link, to the system administrator only: a
    // visitor is sent to log-in.
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { name: 'Login Access' })).toBeVisible();
    await expect(page.getByText('Verify your email for Lanehub')).toHaveCount(0);
    await enterApp(page, FRESH_ADMIN.email, FRESH_ADMIN_ACCOUNT, FRESH_ADMIN.password);
    await page.goto('/dev/mailbox');
    await page.getByRole('textbox', { name: 'Recipient email' }).fill(founder);
    await page.getByRole('button', { name: 'Search' }).click();
    const newest = page.getByRole('article').first();
    await expect(newest.getByText('Verify your email for Lanehub')).toBeVisible();
    const href = await newest.getByRole('link', { name: /signup-verification/ }).getAttribute('href');
    const link = pathOfLink(href ?? '', '/signup-verification');
    expect(link).not.toBe(first);
    await logOut(page);

    await page.goto(first);
    await expect(page.getByText('Token is not valid')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(link);
    await expect(page.getByText("You're all signed up!")).toBeVisible();

    // Until an administrator approves, log-in lands on the confirmation screen.
    await logInAs(page, founder, PASSWORD);
    await expect(page).toHaveURL(/\/signup-confirmation$/);
    await expect(page.getByText('The company account has not been confirmed yet')).toBeVisible();
    // The address is verified: only the approval is awaited, nothing to send again.
    await expect(page.getByText(/Your email address is verified/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);

    // The first system administrator (ADMIN_EMAIL) approves it under Admin → Requested Companies.
    await logOut(page);
    await enterApp(page, FRESH_ADMIN.email, FRESH_ADMIN_ACCOUNT, FRESH_ADMIN.password);
    await openAdmin(page, 'Requested Companies');
    await expect(page).toHaveURL(/\/admin\/requested-companies/);
    const row = page.getByRole('row', { name: new RegExp(company) });
    await expect(row.getByText(founder)).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Approve ${company}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`The company ${company} has been approved`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(company) })).toHaveCount(0);
    expect((await newestMailTo(request, founder)).subject).toBe(`${company} is approved on Lanehub`);

    // The company's user now reaches account selection and, with the company's first account, the app.
    await logInAs(page, founder, PASSWORD);
    await expect(page.getByText('Account Information')).toBeVisible();
    await page.getByLabel('Account Number').fill(COMPANY_ACCOUNT);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    // The company's own administrator does not read the development mailbox (issue 11).
    await page.goto('/dev/mailbox');
    await expect(page.getByText('You do not have permission to do this')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test("sign-up by invitation: the company's administrator invites a colleague, who joins the company and logs in", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The administrator of the approved company invites from Settings → Users → Invite user.
    await enterApp(page, founder, COMPANY_ACCOUNT, PASSWORD);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await sidebar(page).getByText('Access Management', { exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/users/);
    await expect(page.getByRole('cell', { name: 'Rosa Quintero', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(colleague);
    await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Ines Invitee');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ines');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Invitee');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation has been sent to ${colleague}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The pending invitation is listed under the users, with Resend and Revoke (issue 13 §3).
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    const invitation = pending.getByRole('row', { name: new RegExp(colleague.replaceAll('.', '\\.')) });
    await expect(invitation).toContainText('Ines Invitee');
    await invitation.getByRole('button', { name: `Resend the invitation to ${colleague}` }).click();
    await expect(page.getByText(`The invitation to ${colleague} has been sent again`)).toBeVisible();
    await expect(invitation.getByRole('button', { name: `Revoke the invitation to ${colleague}` })).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    const link = pathOfLink((await newestMailTo(request, colleague)).text, '/signup/');
    await page.goto(link);
    // What the invitation fixed reads as text; the names the administrator typed are filled in.
    await expect(page.getByTestId('invitation-company')).toHaveText(company);
    await expect(page.getByTestId('invitation-email')).toHaveText(colleague);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(field(page, 'First Name')).toHaveValue('Ines');
    await expect(field(page, 'Last Name')).toHaveValue('Invitee');

    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Please input your password!')).toBeVisible();
    await expect(page.getByText('Please confirm your password!')).toBeVisible();
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The log-in form starts with the address just registered.
    await expect(field(page, 'Email')).toHaveValue(colleague);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('Token is not valid')).toBeVisible();

    // The colleague belongs to the inviting company.
    await signIn(page, colleague, PASSWORD);
    await expect(page.getByText('Account Information')).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue(company);
  });

  test('forgot password: the colleague gets a code by e-mail, sets a new password, then logs in with it', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please input your email!')).toBeVisible();
    await field(page, 'Email').fill(colleague);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('If an account uses this email, a code has been sent to it.')).toBeVisible();

    const mail = await newestMailTo(request, colleague);
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

    // The old password no longer works; the new one does.
    await signIn(page, colleague, PASSWORD);
    await expect(page.getByText('The email or password is incorrect')).toBeVisible();
    await signIn(page, colleague, newPassword);
    await expect(page.getByText('Account Information')).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue(company);
  });
});
