import { enterApp, enterAs, openCompanyList, sidebar } from './helpers';
import { expect, test } from './tenant';

// Instructions are written in a shipper of its own (tenant.ts) whose administrator manages them. The
// equipment-type journeys test the demo's seeded types (13 per company): the road carrier's are only
// read, and the ocean carrier's new type is its own (no other journey reads the ocean carrier's types).

const FORBIDDEN = 'You do not have permission to do this';

test('instructions: create, list, edit and delete with confirmation', async ({ page, instructionShipper }) => {
  await enterAs(page, instructionShipper.admin, 'MLH-1001');
  await openCompanyList(page, 'Instructions');
  await expect(page).toHaveURL(/\/admin\/instruction-management$/);
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();

  const title = `Yard gate ${Date.now()}`;
  await page.getByRole('button', { name: /New Instruction/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Instruction').fill('Drivers check in at gate 3 after 18:00.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Instruction has been created')).toBeVisible();

  await page.getByRole('textbox', { name: /search/i }).fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await page.getByRole('cell', { name: title }).click();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Instruction').fill('Drivers check in at gate 4 after 18:00.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Instruction has been updated')).toBeVisible();

  await page.getByRole('textbox', { name: /search/i }).fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('cell', { name: title }).click();
  await expect(page.getByText('Drivers check in at gate 4 after 18:00.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to continue with this action?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Instruction has been deleted')).toBeVisible();
  await page.getByRole('textbox', { name: /search/i }).fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('equipment types page through the list ten at a time', async ({ page }) => {
  await enterApp(page, 'road@lanehub.demo', 'GLT-3001');
  await openCompanyList(page, 'Equipment Types');
  await expect(page.getByText('1-10 of 13')).toBeVisible();
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByText('11-13 of 13')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'TRAC-DAY' })).toBeVisible();
});

test('equipment type: a duplicate code is refused, a new one is created', async ({ page }) => {
  await enterApp(page, 'ocean@lanehub.demo', 'NACL-2001');
  await openCompanyList(page, 'Equipment Types');
  await page.getByRole('button', { name: /New Equipment Type/ }).click();
  await page.getByLabel('Code').fill('22G1');
  await page.getByLabel('Alias').fill("20' Dry again");
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Container' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This record already exists')).toBeVisible();
  await page.getByLabel('Code').fill('42R1');
  await page.getByLabel('Alias').fill("40' Reefer");
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Equipment Type has been created')).toBeVisible();
});

test('a restricted user sees no admin resources and is refused their pages', async ({ page }) => {
  await enterApp(page, 'shipper.ops@lanehub.demo', 'MLH-1001');
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'System Administrator' })).toHaveCount(0);
  await page.goto('/admin/instruction-management');
  await expect(page.getByRole('alert')).toContainText(FORBIDDEN);
  await expect(sidebar(page).getByRole('link', { name: 'Instructions' })).toHaveCount(0);
});

test('reference lists: demo rows, a mode move picks its mode from the modes list', async ({ page }) => {
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.goto('/company/mode-moves');
  await expect(page.getByRole('heading', { name: 'Mode Moves' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Door-to-Door' })).toBeVisible();

  const code = `J${Date.now() % 100000}`;
  await page.getByRole('button', { name: /New Mode Move/ }).click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name', { exact: true }).fill('Journey ramp move');
  await page.getByRole('combobox', { name: 'Mode' }).fill('rail');
  await page.getByRole('option', { name: 'Rail intermodal' }).click();
  await page.getByLabel('Effective from').fill('2026-03-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mode Move has been created')).toBeVisible();
  await page.getByRole('textbox', { name: /search/i }).fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Rail intermodal' })).toBeVisible();

  // The load types carry their minimum charge as money in the company's currency.
  await page.goto('/company/load-types');
  await expect(page.getByRole('cell', { name: 'Full truckload' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /CA\$450\.00/ })).toBeVisible();
});

test('a load type’s minimum charge changes through its action form, a wrong amount refused on the field', async ({
  page,
}) => {
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');
  await page.goto('/company/load-types');
  const code = `LT${Date.now() % 100000}`;
  await page.getByRole('button', { name: /New Load Type/ }).click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name', { exact: true }).fill('Journey load type');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Load Type has been created')).toBeVisible();
  await page.getByRole('textbox', { name: /search/i }).fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('cell', { name: code }).click();

  await page.getByRole('button', { name: 'Update minimum charge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update minimum charge' });
  const amount = dialog.getByRole('textbox', { name: 'Minimum charge' });
  await amount.fill('12.345678');
  await dialog.getByRole('combobox', { name: 'Minimum charge – Currency' }).click();
  await page.getByRole('option', { name: 'USD' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be an amount with at most 4 decimals')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('380.25');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Minimum charge has been updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/\$380\.25/)).toBeVisible();
});
