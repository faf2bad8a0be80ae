import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { enterApp, sidebar } from './helpers';

// The look of wave 1 (issue 13, "A product look"): every main screen, as the demo system administrator
// and as the shipper's company administrator, saved as a screenshot attached to the test (the before
// and after comparison: run it on the commit before and after a change and compare the attachments in
// test-results/). Read only: it writes nothing.

type Screen = { name: string; path: string; header?: false };

const COMPANY_SCREENS: Screen[] = [
  // The dashboard's own look is issue 13's dashboard work, not the page header's.
  { name: 'dashboard', path: '/dashboard', header: false },
  { name: 'locations', path: '/company/dc-location' },
  { name: 'documents', path: '/company/resources-documents' },
  { name: 'equipment', path: '/company/assets/equipment' },
  { name: 'partners', path: '/company-network' },
  { name: 'accounts', path: '/company/company-accounts' },
  { name: 'employees', path: '/company/employee' },
  { name: 'products', path: '/company/product' },
  { name: 'settings-users', path: '/settings/users' },
  { name: 'access-management', path: '/settings/access' },
];

const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-users', path: '/admin/user-management' },
  { name: 'admin-companies', path: '/admin/company-management' },
];

/** Every sidebar entry's label fits on one line: a link one line high is about 41 px, two lines 59. */
const expectOneLineLabels = async (page: Page) => {
  const links = await sidebar(page).getByRole('link').all();
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    const box = await link.boundingBox();
    expect(box?.height ?? 0, `${await link.innerText()} fits on one line`).toBeLessThan(48);
  }
};

/** Opens a screen, waits for its heading and for its data, and attaches a full-page screenshot. */
const shoot = async (page: Page, testInfo: TestInfo, who: string, screen: Screen) => {
  await page.goto(screen.path);
  await expect(page).toHaveURL(new RegExp(`${screen.path.replace(/[/-]/g, '\\$&')}`));
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // The tab is named after the screen's h1: '<Screen> · Lanehub' (issue 13 §11).
  const h1 = (await page.getByRole('main').getByRole('heading', { level: 1 }).first().innerText()).trim();
  await expect(page).toHaveTitle(`${h1} · Lanehub`);
  if (screen.header !== false) {
    // Every screen opens with the page header: its one h1 and a line that says what it is for.
    await expect(page.getByTestId('page-header')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('page-description')).not.toBeEmpty();
  }
  await page.waitForLoadState('networkidle');
  // Lists show a spinner while they load: wait until none is left.
  await expect(page.getByRole('main').locator('.mantine-Loader-root')).toHaveCount(0);
  const file = testInfo.outputPath(`${who}-${screen.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${who}-${screen.name}`, { path: file, contentType: 'image/png' });
};

test.describe('the main screens as they look', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the system administrator', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
    for (const screen of [...COMPANY_SCREENS, ...ADMIN_SCREENS]) {
      await shoot(page, testInfo, 'admin', screen);
    }
  });

  test("the shipper's company administrator", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
    for (const screen of COMPANY_SCREENS) {
      await shoot(page, testInfo, 'shipper', screen);
      if (screen.name === 'locations' || screen.name === 'access-management') {
        await expectOneLineLabels(page);
      }
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar folds into a menu and none of its controls overlap', async ({ page }, testInfo) => {
    await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
    await page.goto('/company/dc-location');
    await expect(page.getByRole('heading', { level: 1, name: 'Distribution Center' })).toBeVisible();
    const header = page.getByRole('banner').first();
    const controls = header.locator('a:visible, button:visible, input:visible');
    const boxes = [];
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      // A control hidden to the eye (1 px, clipped: 'Skip to content' until it has the focus) is not
      // one that can overlap another.
      if (box && box.width > 1 && box.height > 1) {
        boxes.push({ name: (await control.getAttribute('aria-label')) ?? (await control.innerText()), ...box });
      }
    }
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    for (const box of boxes) {
      expect(box.x, `${box.name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${box.name} ends on screen`).toBeLessThanOrEqual(390);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x + 0.5 ||
          b.x + b.width <= a.x + 0.5 ||
          a.y + a.height <= b.y + 0.5 ||
          b.y + b.height <= a.y + 0.5;
        expect(apart, `${a.name} and ${b.name} do not overlap`).toBe(true);
      }
    }
    // The page header does not run under the top bar or out of the screen either.
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const bar = await header.boundingBox();
    expect(title && bar && title.y >= bar.y + bar.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // What no longer fits is in the menu: the top bar's links, Quick Access and the language.
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Build My Network' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Quick Access' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Français' }).click();
    await expect(sidebar(page, 'Navigation principale')).toBeVisible();
    const file = testInfo.outputPath('phone-locations.png');
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach('phone-locations', { path: file, contentType: 'image/png' });
  });
});
