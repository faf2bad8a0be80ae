import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, inTurn, test } from './axe';
import { enterApp, sidebar } from './helpers';

// WCAG 2.1 AA beyond what the automatic scan of every journey fails on (tests/axe.ts fails on
// critical and serious violations everywhere): landmarks and headings, keyboard paths and focus
// rings, read from the browser as a keyboard or screen-reader user meets them. They read the demo
// data only.

/** Violations of the given axe rules, whatever their impact, as 'rule: elements' lines. */
const violationsOf = async (page: Page, rules: string[], include?: string) => {
  let builder = new AxeBuilder({ page }).withRules(rules);
  if (include) {
    builder = builder.include(include);
  }
  const { violations } = await inTurn(page, () => builder.analyze());
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

const parseRgb = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b] as const;
};

const contrast = (a: string, b: string) => {
  const lum = (color: string) => {
    const [r, g, b] = parseRgb(color).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The focused control's outline: at least 2 px, solid, and 3:1 against the white page. */
const expectFocusRing = async (control: Locator) => {
  await expect(control).toBeFocused();
  const outline = await control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(contrast(outline.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
};

test('the public screens are each one main landmark with one h1', async ({ page }) => {
  for (const [path, title] of [
    ['/login', 'Login Access'],
    ['/forgot-password', 'Forgot password'],
    ['/company-sign-up', 'Company sign-up'],
    ['/sourcing/login', 'Sourcing Login'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await violationsOf(page, ['landmark-one-main', 'page-has-heading-one', 'region']), path).toEqual([]);
  }
});

test('fields and buttons show a focus ring of at least 3:1', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await expectFocusRing(page.getByLabel('Email'));
  await page.getByLabel('Email').fill('admin@lanehub.demo');
  await page.getByLabel('Password').fill('not the password');
  // Reached by the keyboard, as :focus-visible wants.
  await page.getByLabel('Password').press('Tab');
  const next = page.locator(':focus');
  await expectFocusRing(next);
});

test('keyboard: skip link, focus on each new screen title, sidebar groups and collapsed tooltips', async ({ page }) => {
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  // Entering the app is a navigation: focus is on the dashboard's title.
  await expect(title).toBeFocused();
  // A fresh load: the first Tab reaches 'Skip to content', which takes focus to the screen's title.
  await page.reload();
  await expect(title).toBeVisible();
  await expect(title).not.toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();

  // A navigation takes focus to the new screen's h1.
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'My Company' }).click();
  await expect(page).toHaveURL(/\/company\/company-details$/);
  await expect(title).toHaveText('Company Details');
  await expect(title).toBeFocused();

  // An expanded sidebar group opens from the keyboard.
  const assets = sidebar(page).getByRole('button', { name: 'Assets' });
  await expect(assets).toHaveAttribute('aria-expanded', 'false');
  await assets.focus();
  await page.keyboard.press('Enter');
  await expect(assets).toHaveAttribute('aria-expanded', 'true');
  // exact: the system administrator's Admin menu also holds Equipment Types (spec, platform core).
  await expect(sidebar(page).getByRole('link', { name: 'Equipment', exact: true })).toBeVisible();

  // Collapsed, the sidebar's labels show on focus.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  // The next Tab after the toggle reaches the first module, shown as an icon.
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('link', { name: 'Company Details' })).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Company Details' })).toBeVisible();
});

test('the bell and Quick Access: popup state on the button, one banner, a named close button', async ({ page }) => {
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Quick Access' }).click();
  const panel = page.getByRole('dialog', { name: 'Quick Access' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close Quick Access' })).toBeVisible();
  expect(
    await violationsOf(page, [
      'landmark-no-duplicate-banner',
      'landmark-banner-is-top-level',
      'landmark-unique',
      'button-name',
    ]),
  ).toEqual([]);
  await expect(page.getByRole('banner')).toHaveCount(1);
});
