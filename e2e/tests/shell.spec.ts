import type { APIRequestContext } from '@playwright/test';
import { enterApp, enterAs, openCompanyList, sidebar } from './helpers';
import { expect, test } from './tenant';

// The menus, dashboards, language and data-table journeys read the demo companies (nothing writes
// what they read); the notification journey writes, in a company of its own (tenant.ts).

const API_KEY = { 'x-api-key': 'lanehub-web' };

/** Signs in through the API, as another client of Lanehub would, and returns the access token. */
const apiToken = async (request: APIRequestContext, user: { email: string; password: string }) => {
  const res = await request.put('/api/user/login', { headers: API_KEY, data: user });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
};

const sidebarLinks = async (page: import('@playwright/test').Page) =>
  (await sidebar(page).getByRole('link').allTextContents()).map((text) => text.trim());

test('the administrator and a restricted user see different menus', async ({ page }) => {
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
  await expect(sidebar(page).getByRole('link', { name: 'System Administrator' })).toBeVisible();
  expect(await sidebarLinks(page)).toEqual([
    'Dashboard',
    'ShipIntuit',
    'Audit & Pay',
    'ANwork',
    'Road',
    'System Administrator',
    'Bills of lading',
  ]);
  await openCompanyList(page, 'Equipment Types');
  await expect(sidebar(page).getByRole('link', { name: 'Instructions' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Login Access' })).toBeVisible();

  await enterApp(page, 'shipper.ops@lanehub.demo', 'MLH-1001');
  // The menu is built once the account's policy has loaded: wait for it before reading it whole.
  await expect(sidebar(page).getByRole('link', { name: 'ShipIntuit' })).toBeVisible();
  expect(await sidebarLinks(page)).toEqual(['Dashboard', 'ShipIntuit']);
});

test('the dashboards show figures counted in the database', async ({ page }) => {
  await enterApp(page, 'road@lanehub.demo', 'GLT-3001');
  await expect(page.getByTestId('figure-equipmentTypes-value')).toHaveText('13');
  await sidebar(page).getByRole('link', { name: 'ANwork' }).click();
  await expect(page.getByRole('heading', { name: 'ANwork' })).toBeVisible();
  await expect(page.getByTestId('figure-users')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'ShipIntuit' }).click();
  await expect(page.getByTestId('figure-accounts-value')).toHaveText('2');
});

test('the bell shows a notification created through the API', async ({ page, request, shipper }) => {
  await enterAs(page, shipper.colleague, 'MLH-1001');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('You do not have any notification')).toBeVisible();
  await page.keyboard.press('Escape');

  const token = await apiToken(request, shipper.admin);
  // The admin notifies their colleague, the signed-in ops user.
  const colleagues = await request.get('/api/user/profile', {
    headers: { ...API_KEY, authorization: `Bearer ${await apiToken(request, shipper.colleague)}` },
  });
  const opsUserId = ((await colleagues.json()) as { data: Array<{ userId: string }> }).data[0]?.userId;
  const created = await request.post('/api/notifications', {
    headers: { ...API_KEY, authorization: `Bearer ${token}` },
    data: { userId: opsUserId, msg: 'Booking BKG-4471 is confirmed for sailing 2026-W48' },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('Booking BKG-4471 is confirmed for sailing 2026-W48')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('French menus, the help drawer and the collapsed sidebar', async ({ page }) => {
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');

  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog');
  await expect(help.getByText('Learn More')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  expect((await sidebar(page).boundingBox())?.width).toBe(70);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  // 240 px expanded, so that every label fits (docs/ui.md).
  expect((await sidebar(page).boundingBox())?.width).toBe(240);

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  const french = sidebar(page, 'Navigation principale');
  await expect(french.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(french.getByRole('link', { name: 'Administrateur système' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('fr');
  // The choice survives a reload.
  await page.reload();
  await expect(french.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
});

test('the data table pages and keeps the chosen columns per table', async ({ page }) => {
  await enterApp(page, 'road@lanehub.demo', 'GLT-3001');
  await openCompanyList(page, 'Equipment Types');
  await expect(page.getByText('1-10 of 13')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('11-13 of 13')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('1-10 of 13')).toBeVisible();

  await expect(page.getByRole('columnheader', { name: /Alias/ })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('textbox', { name: 'Search Column Name' }).fill('ali');
  await page.getByRole('checkbox', { name: 'Alias' }).uncheck();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('columnheader', { name: /Alias/ })).toHaveCount(0);

  // Description is not a default column: add it from the expanded sheet.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Expand Sheet' }).click();
  // The small panel gives way to the sheet.
  await expect(page.getByRole('textbox', { name: 'Search Column Name' })).toHaveCount(1);
  const sheet = page.getByRole('dialog', { name: 'Columns' });
  await sheet.getByPlaceholder('Search Column Name').fill('desc');
  await sheet.getByRole('checkbox', { name: 'Description' }).check();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('columnheader', { name: /Description/ })).toBeVisible();

  // The choice is kept for this table after a reload.
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Description/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Alias/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Restore defaults' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('columnheader', { name: /Alias/ })).toBeVisible();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Issue 13: in French the top bar's links ran under the company's name. The links that do not fit
  // now fold into "More"; the name keeps its box, cut with an ellipsis and whole in its title.
  test('the company name and the top bar links do not overlap in French and Spanish', async ({ page }) => {
    await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
    const languages = [
      { option: 'Français', bar: 'Barre supérieure', more: 'Plus', language: 'Langue' },
      { option: 'Español', bar: 'Barra superior', more: 'Más', language: 'Idioma' },
    ];
    let languageBox = 'Language';
    for (const lng of languages) {
      await page.getByRole('combobox', { name: languageBox }).click();
      await page.getByRole('option', { name: lng.option }).click();
      languageBox = lng.language;
      const topBar = page.getByRole('navigation', { name: lng.bar });
      await expect(topBar.getByRole('button', { name: lng.more })).toBeVisible();

      const name = page.getByTestId('shell-company');
      await expect(name).toHaveAttribute('title', 'Maple Leaf Home Goods Ltd.');
      const company = await name.boundingBox();
      const account = await page.getByTestId('shell-account').boundingBox();
      expect(company && account).toBeTruthy();
      const items = await topBar.locator('a:visible, button:visible').all();
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) {
        const box = await item.boundingBox();
        const label = await item.innerText();
        for (const own of [company, account]) {
          if (!own || !box) continue;
          const apart =
            own.x + own.width <= box.x + 0.5 ||
            box.x + box.width <= own.x + 0.5 ||
            own.y + own.height <= box.y + 0.5 ||
            box.y + box.height <= own.y + 0.5;
          expect(apart, `${label} does not run under the company`).toBe(true);
        }
      }
      // What does not fit is one click away, under "More".
      await topBar.getByRole('button', { name: lng.more }).click();
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });
});
