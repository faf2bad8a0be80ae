import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './axe';
import { enterApp } from './helpers';

// The import assistant with PoTemplate.csv, as the demo shipper's administrator (MLH-1001): a PO with
// three loads becomes -00/-01/-02 in the PO list; a file with a bad HS code shows the error on its cell
// in the preview, the value is corrected in the grid, checked again and imported. Each run uses its own
// PO numbers, which no other journey reads.
const expect = baseExpect.configure({ timeout: 30_000 });

const openImport = async (page: Page) => {
  await page.goto('/orders/purchase-order');
  await page.getByRole('button', { name: 'Import POs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import purchase orders' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const upload = async (dialog: Locator, name: string, content: string) => {
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
};

const searchPos = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Search PO number, supplier, item' }).fill(text);
  await page.keyboard.press('Enter');
};

test('a 3-load PO file becomes PO-00/-01/-02, and a bad HS code is corrected in the preview grid', async ({ page }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36).toUpperCase();
  const po = `IA${run}`;
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');

  // Three loads of one PO number, the buyer's own header names matched to the template's.
  let dialog = await openImport(page);
  await upload(
    dialog,
    'PoTemplate.csv',
    [
      'PO Number,Customer Load Number,Supplier Name,Item,Quantity,HS Code',
      '# three loads of one PO',
      `${po},L1,Acme Ceramics,SKU-1,10,691200`,
      `${po},L2,Acme Ceramics,SKU-2,20,691200`,
      `${po},L3,Acme Ceramics,SKU-3,30,`,
    ].join('\n'),
  );
  await expect(dialog.getByRole('status', { name: 'Check result' })).toHaveText(
    'No errors: the file is ready to import',
  );
  await expect(dialog.getByLabel(/^PO number\s*\*?$/)).toHaveValue('PO Number');
  await page.screenshot({ path: '/tmp/import-assistant-mapping.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText('File imported succesfully')).toBeVisible();
  await expect(dialog.getByText('Purchase orders imported: 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await searchPos(page, po);
  const table = page.getByRole('main');
  for (const suffix of ['00', '01', '02']) {
    await expect(table.getByText(`${po}-${suffix}`, { exact: true })).toBeVisible();
  }

  // A bad HS code: shown on its cell, corrected in the grid, checked again, imported.
  const fixed = `IB${run}`;
  dialog = await openImport(page);
  await upload(
    dialog,
    'PoTemplate.csv',
    [
      'PO Number,Customer Load Number,Supplier Name,Item,Quantity,HS Code',
      `${fixed},,Acme Ceramics,SKU-9,5,999999`,
    ].join('\n'),
  );
  await expect(dialog.getByRole('status', { name: 'Check result' })).toContainText('1 row has errors');
  await expect(dialog.getByText('Showing 1 of 1 row', { exact: true })).toBeVisible();
  const cell = dialog.getByRole('textbox', { name: 'HS code, row 2' });
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('999999 is not an HS 2022 subheading')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/import-assistant-error.png', fullPage: true });
  await cell.fill('691200');
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog.getByRole('status', { name: 'Check result' })).toHaveText(
    'No errors: the file is ready to import',
  );
  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(dialog.getByText('File imported succesfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await searchPos(page, fixed);
  await expect(table.getByText(fixed, { exact: true })).toBeVisible();
});
