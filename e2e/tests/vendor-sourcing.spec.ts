import { expect as baseExpect, test } from './axe';
import { DEMO_PASSWORD, signIn } from './helpers';

// Issue 4 flows 6–7 with the demo data: the survey demand of the log-in journey (the demo vendor
// and seller whose companies owe their surveys) and account selection for every mode. Flows 4–5
// (vendor sign-up, sourcing buyer and seller) start from an empty database in fresh/vendor-sourcing.spec.ts.

// The journeys are long (six modes and their log-ins) on a machine shared with other builds.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('survey demand in the log-in journey (flow 6)', () => {
  test('a vendor whose company has not completed its survey lands on /vendor/survey', async ({ page }) => {
    await page.goto('/vendor/login');
    await page.getByLabel('Email').fill('vendor.survey@lanehub.demo');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/vendor\/survey$/);
    await expect(page.getByRole('heading', { name: 'Vendor survey' })).toBeVisible();
    // The wizard (vendor-survey.spec.ts completes one), at its first step.
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Locations' })).toBeVisible();
    await expect(page.getByText('Cascade Outdoor Supply Co.')).toBeVisible();
    for (const step of ['Locations', 'Trading Partner', 'Upload PO']) {
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    }
    // The survey is owed before anything else; the sourcing survey is not this company's.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/vendor\/survey$/);
    await page.goto('/sourcing/survey');
    await expect(page).toHaveURL(/\/vendor\/survey$/);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  test('a vendor with a completed survey goes on to account selection; the survey screen sends it home', async ({
    page,
  }) => {
    await signIn(page, 'vendor@lanehub.demo');
    await expect(page.getByText('Account Information')).toBeVisible();
    await page.goto('/vendor/survey');
    await expect(page).not.toHaveURL(/\/vendor\/survey$/);
  });
});

test.describe('the demo sourcing seller (flow 5 with the demo data)', () => {
  test('the demo seller logs in on the own site and lands on the sourcing survey', async ({ page }) => {
    await page.goto('/sourcing/login');
    await page.getByLabel('Email').fill('seller@lanehub.demo');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await expect(page.getByRole('radio', { name: 'Lanehub logistics' })).toBeChecked();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/sourcing\/survey$/);
    await expect(page.getByRole('heading', { name: 'Sourcing survey' })).toBeVisible();
    await expect(page.getByText('Northern Lights Market Goods')).toBeVisible();
    await expect(page.getByText('Sourcing categories', { exact: true })).toBeVisible();
  });
});

test.describe('account selection (flow 7)', () => {
  const MODES = [
    { label: 'Integrated Shipping', type: null, destination: '/dashboard/shipintuit' },
    { label: 'Ports', type: null, destination: '/dashboard/asset-maps/ports-map' },
    { label: 'Ocean', type: 'FCL', destination: '/ocean-management' },
    { label: 'Rail', type: 'Intermodal/domestic', destination: '/dashboard/asset-maps/rail-map' },
    { label: 'Road', type: 'FTL', destination: '/demand-management/road' },
    {
      label: 'Drayage Chassis',
      type: 'Non-ocean-carrier chassis',
      destination: '/demand-management/drayage-management',
    },
  ] as const;

  test("the account's mode and every mode whose module exists save the selection; the others are coming soon", async ({
    page,
  }) => {
    await signIn(page, 'shipper.admin@lanehub.demo');
    await expect(page.getByText('Account Information')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/logout');
    await expect(page.getByLabel('Company Name')).toHaveValue('Maple Leaf Home Goods Ltd.');

    // MLH-1002 is the ocean account (issue 13 §2): Ocean is its mode; a mode whose module is not
    // built yet, and is not the account's, is shown disabled and marked 'Coming soon'.
    const OCEAN_ACCOUNT_CHOICES = ['Integrated Shipping', 'Ocean'];
    await page.getByRole('combobox', { name: 'Account Number' }).fill('MLH-1002');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('textbox', { name: 'Mode' }).or(page.getByRole('combobox', { name: 'Mode' })),
    ).toHaveValue('Ocean');
    await expect(
      page.getByText('The Ocean module is coming soon: Enter opens the dashboard until then.'),
    ).toBeVisible();
    // Coming back to the screen starts from the previous choice; every mode is tried from there.
    const entered: string[] = [];
    for (const mode of MODES) {
      await page.goto('/account-selection');
      await expect(page.getByText('Account Information')).toBeVisible();
      await page.getByRole('combobox', { name: 'Account Number' }).fill('MLH-1002');
      await page.keyboard.press('Escape');
      const modeField = page.getByRole('textbox', { name: 'Mode' }).or(page.getByRole('combobox', { name: 'Mode' }));
      await modeField.click();
      const option = page.getByRole('option', { name: new RegExp(`^${mode.label}`) });
      if (!OCEAN_ACCOUNT_CHOICES.includes(mode.label)) {
        await expect(option).toHaveAttribute('data-combobox-disabled', 'true');
        await expect(option).toContainText('Coming soon');
        await page.keyboard.press('Escape');
        continue;
      }
      await option.click();
      const type = page.getByRole('textbox', { name: 'Type' }).or(page.getByRole('combobox', { name: 'Type' }));
      // Choosing a mode resets the type to its first type.
      if (mode.type) {
        await expect(type).toHaveValue(mode.type);
      } else {
        await expect(type).toBeDisabled();
      }
      await page.getByRole('button', { name: 'Enter' }).click();
      await expect(page).toHaveURL(new RegExp(`(${mode.destination}|/dashboard)$`));
      await expect(page.getByTestId('shell-account')).toContainText('MLH-1002');
      if (new URL(page.url()).pathname === '/dashboard') {
        await expect(page.getByTestId('dashboard-mode')).toHaveText(mode.label);
        await expect(page.getByTestId('dashboard-type')).toHaveText(mode.type ?? '—');
      }
      // The mode and type are kept for the session (the integrated-shipping flag with them).
      const stored = await page.evaluate(() => ({
        mode: localStorage.getItem('lanehub.shippingMode'),
        integrated: localStorage.getItem('lanehub.integratedShipping'),
      }));
      expect(JSON.parse(stored.integrated ?? 'null')).toBe(mode.label === 'Integrated Shipping');
      expect(stored.mode).not.toBeNull();
      entered.push(mode.label);
    }
    expect(entered).toEqual(OCEAN_ACCOUNT_CHOICES);
  });

  test('Order goes to the shipments list, and an unknown account number is refused', async ({ page }) => {
    await signIn(page, 'shipper.admin@lanehub.demo');
    await page.getByRole('combobox', { name: 'Account Number' }).fill('NOPE-404');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Order' }).click();
    await expect(page.getByText('The company name or account number is not valid')).toBeVisible();

    await page.getByRole('combobox', { name: 'Account Number' }).fill('MLH-1003');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Order' }).click();
    await expect(page).toHaveURL(/\/(orders\/all|dashboard)$/);
    await expect(page.getByTestId('shell-account')).toContainText('MLH-1003');
  });
});
