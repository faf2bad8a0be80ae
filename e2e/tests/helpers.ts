import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'lanehub-demo';

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

/**
 * Logs out and waits for the log-in screen: the logout call must finish before the next navigation,
 * or the refresh cookie would still sign the browser back in.
 */
export const logOut = async (page: Page) => {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Login Access' })).toBeVisible();
};

/** Signs in, picks the account on the account-selection screen and enters the app. */
export const enterApp = async (page: Page, email: string, accountNumber: string, password = DEMO_PASSWORD) => {
  await signIn(page, email, password);
  await expect(page.getByText('Account Information')).toBeVisible();
  const account = page.getByLabel('Account Number');
  await account.fill(accountNumber);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
};

/** `enterApp` as a user of a journey's own company (tenant.ts), with that user's password. */
export const enterAs = (page: Page, user: { email: string; password: string }, accountNumber: string) =>
  enterApp(page, user.email, accountNumber, user.password);

/** The sidebar of the shell. */
export const sidebar = (page: Page, name = 'Main navigation') => page.getByRole('navigation', { name });

/** Opens an admin screen the way a user does: System Administrator, then the entry. */
export const openAdmin = async (page: Page, entry: string) => {
  await sidebar(page).getByRole('link', { name: 'System Administrator' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await sidebar(page).getByRole('link', { name: entry }).click();
};

/**
 * Opens one of the company's own lists (equipment types, instructions) the way a user does: My Company
 * in the top bar, then the entry of its sidebar (issue 13 §6: they live under My Company).
 */
export const openCompanyList = async (page: Page, entry: string) => {
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'My Company' }).click();
  await expect(page).toHaveURL(/\/company\/company-details$/);
  await sidebar(page).getByRole('link', { name: entry }).click();
};
