import type { Page } from '@playwright/test';
import { FRESH_ADMIN } from '../../fresh-install';
import { expect as baseExpect, test } from '../axe';
import { logOut, signIn } from '../helpers';
import { API_HEADERS, newestMailTo, unique } from './mailbox';

// Issue 4 flows 4–5 on a new installation (the fresh server: an empty database whose only user is
// the first system administrator): vendor sign-up, and the sourcing buyer and seller who sign up,
// verify by the e-mailed link and log in on the own site or the storefront. Flows 6–7 and the demo
// seller are in ../vendor-sourcing.spec.ts (they need the demo data).

// The journeys are long (a sign-up and its log-ins) on a machine shared with other builds.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PASSWORD = 'a long enough password';

/** Picks an option of a Mantine select: open it, type to filter, click the option. */
const choose = async (page: Page, label: string, search: string, option: string | RegExp) => {
  const input = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }));
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
};

const fillSignUp = async (page: Page, values: { company: string; email: string }) => {
  await page.getByLabel('Company Name').fill(values.company);
  await choose(page, 'Country', 'Canada', 'Canada');
  await choose(page, 'State/Province', 'Brit', 'British Columbia (BC)');
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Delgado');
  await page.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
};

test.describe('vendor sign-up (flow 4)', () => {
  test('a vendor signs up in the browser and reaches the confirmation with its Login link', async ({
    page,
    request,
  }) => {
    await page.goto('/vendor');
    await expect(page.getByRole('heading', { name: 'Join as new vendor' })).toBeVisible();
    // Direct by default, with the spec's explanations.
    await expect(page.getByRole('radio', { name: 'Direct', exact: true })).toBeChecked();
    await expect(
      page.getByText(
        'A PO placed as a direct shipment to another company for an agreed volume for a prearranged sale.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Volume not dedicated to one company or bought in advance on a forecast without a firm PO.'),
    ).toBeVisible();

    // The spec's messages, shown once the form is submitted.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please input your password!')).toBeVisible();
    await expect(page.getByText('Please confirm your password!')).toBeVisible();
    await page.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('something else');
    await page.getByLabel('Confirm Password').blur();
    await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();

    // The terms and privacy note opens in a dialog 800 wide.
    await page.getByRole('button', { name: 'Terms of Service and Privacy Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service and Privacy Policy' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(800);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Changing the country loads its states.
    await choose(page, 'Country', 'United States', 'United States');
    await page.getByRole('combobox', { name: 'State/Province' }).click();
    await expect(page.getByRole('option', { name: 'Washington (WA)' })).toBeVisible();
    await page.keyboard.press('Escape');

    const email = `vendor-${unique()}@example.test`;
    await page.getByRole('radio', { name: 'Indirect' }).check();
    await fillSignUp(page, { company: 'Kootenay Timber Vendors', email });
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/vendor\/confirm$/);
    await expect(
      page.getByText('Thank you for signing up as a vendor. Our team will review your request'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/vendor\/login$/);
    await expect(page.getByText('Vendor Login')).toBeVisible();

    // Before an administrator approves the request, log-in lands on the confirmation.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/signup-confirmation/);
    await expect(page.getByText('The company account has not been confirmed yet')).toBeVisible();

    // The same e-mail again: the same confirmation as a new address (nothing tells who is
    // registered); the owner of the address is told by e-mail instead.
    await logOut(page);
    await page.goto('/vendor/signup');
    await fillSignUp(page, { company: 'Kootenay Timber Vendors II', email });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/vendor\/confirm$/);
    await expect(
      page.getByText('Thank you for signing up as a vendor. Our team will review your request'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const notice = await newestMailTo(request, email);
    expect(notice.subject).toBe('Someone tried to sign up with your email on Lanehub');
    expect(notice.text).toContain('/vendor/login');
  });

  test('vendor sign-up and its confirmation are public-only', async ({ page }) => {
    await signIn(page, FRESH_ADMIN.email, FRESH_ADMIN.password);
    await expect(page.getByText('Account Information')).toBeVisible();
    for (const path of ['/vendor/signup', '/vendor/confirm', '/vendor']) {
      await page.goto(path);
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText('Account Information')).toBeVisible();
    }
  });
});

test.describe('sourcing buyer and seller (flow 5)', () => {
  test('a buyer signs up, is told to check the inbox, and log-in says the account is pending', async ({
    page,
    request,
  }) => {
    await page.goto('/sourcing/type');
    await expect(page.getByRole('heading', { name: 'Are you a Buyer or Seller?' })).toBeVisible();
    await page.getByRole('link', { name: 'Buyer' }).click();
    await expect(page).toHaveURL(/\/sourcing\/buyer\/signup$/);
    await expect(page.getByRole('heading', { name: 'Join as a Buyer' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Direct', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    const email = `buyer-${unique()}@example.test`;
    await fillSignUp(page, { company: 'Okanagan Orchard Buyers', email });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/sourcing\/confirmation$/);
    await expect(page.getByText(`We have sent a verification e-mail to ${email}.`)).toBeVisible();

    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/sourcing\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/sourcing\/confirmation$/);
    await expect(page.getByText('The company account has not been confirmed yet')).toBeVisible();

    // The same address signs up again, as a seller: the same confirmation as a new address, and
    // the owner is told by e-mail (no second company, no verification link).
    await logOut(page);
    await page.goto('/sourcing/seller/signup');
    await fillSignUp(page, { company: 'Okanagan Orchard Sellers', email });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/sourcing\/confirmation$/);
    await expect(page.getByText(`We have sent a verification e-mail to ${email}.`)).toBeVisible();
    const notice = await newestMailTo(request, email);
    expect(notice.subject).toBe('Someone tried to sign up with your email on Lanehub');
    expect(notice.text).toContain('/sourcing/login');
    expect(notice.text).not.toContain('/sourcing/verify/');
  });

  test('a link with an unknown token is not valid', async ({ page }) => {
    await page.goto('/sourcing/verify/seller/not-a-real-token');
    await expect(page.getByText('Token is not valid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/sourcing/login');
  });

  test.describe('a seller of a new installation', () => {
    // The seller who signs up in the first journey logs in again in the ones after it.
    test.describe.configure({ mode: 'serial' });
    const seller = `seller-${unique()}@example.test`;

    test('a seller signs up, follows the e-mailed link, is signed up once, and logs in on the own site', async ({
      page,
      request,
    }) => {
      await page.goto('/sourcing/type');
      await page.getByRole('link', { name: 'Seller' }).click();
      await expect(page.getByRole('heading', { name: 'Join as a Seller' })).toBeVisible();
      await fillSignUp(page, { company: 'Salish Sea Seafood Sellers', email: seller });
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/sourcing\/confirmation$/);

      const mail = await newestMailTo(request, seller);
      const link = /https?:\/\/\S+\/sourcing\/verify\/seller\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      const path = new URL(link as string).pathname;

      await page.goto(path.replace('/seller/', '/buyer/'));
      await expect(page.getByText('Token is not valid')).toBeVisible();
      await page.goto(path);
      await expect(page.getByText("You're all signed up!")).toBeVisible();
      await page.reload();
      await expect(page.getByText('Token is not valid')).toBeVisible();

      await page.getByRole('link', { name: 'Go to login' }).click();
      await page.getByLabel('Email').fill(seller);
      await page.getByLabel('Password').fill(PASSWORD);
      await expect(page.getByRole('radio', { name: 'Lanehub logistics' })).toBeChecked();
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/sourcing\/survey$/);
      await expect(page.getByRole('heading', { name: 'Sourcing survey' })).toBeVisible();
      await expect(page.getByText('Salish Sea Seafood Sellers')).toBeVisible();
      await expect(page.getByText('Sourcing categories', { exact: true })).toBeVisible();
    });

    test('sourcing log-in errors are toasts', async ({ page }) => {
      await page.goto('/sourcing/login');
      await page.getByLabel('Email').fill(seller);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect' })).toBeVisible();
      await expect(page).toHaveURL(/\/sourcing\/login$/);
    });

    test('log-in to the storefront leaves for it with the token and the current query', async ({ page }) => {
      const config = await page.request.get('/api/sourcing/config', { headers: API_HEADERS });
      const storefrontUrl = (await config.json()).data.storefrontUrl as string;
      expect(storefrontUrl).toBeTruthy();
      const origin = new URL(storefrontUrl).origin;
      await page.route(`${origin}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Storefront</h1>' }),
      );
      await page.goto('/sourcing/login?product=42&ref=mail');
      await page.getByLabel('Email').fill(seller);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('radio', { name: 'Storefront' }).check();
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { name: 'Storefront' })).toBeVisible();
      const url = new URL(page.url());
      expect(url.origin).toBe(origin);
      expect(url.searchParams.get('product')).toBe('42');
      expect(url.searchParams.get('ref')).toBe('mail');
      const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
      // The token is a working access token of the seller's session.
      const profile = await page.request.get('/api/user/profile', {
        headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
      });
      expect(profile.status()).toBe(200);
      expect((await profile.json()).data[0].email).toBe(seller);
    });
  });
});
