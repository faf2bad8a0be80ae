import type { Page } from '@playwright/test';
import { enterAs } from './helpers';
import { expect, test } from './tenant';

// Each journey runs in a shipper of its own (tenant.ts), with the demo shipper's places (ports, a DC,
// an office; no yard), so the counts below are the journey's own.

const HEADER = 'name,address,postCode,code,city,country,state,type';

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8'),
});

const openDialog = async (page: Page, button: string, title: string) => {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('adds a port location with a valid UN/LOCODE and is told why an invalid one is refused', async ({
  page,
  shipper,
}) => {
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/company/locations/port-locations');
  await expect(page.getByRole('heading', { name: 'Port locations' })).toBeVisible();
  // The demo shipper's own ports.
  await expect(page.getByRole('row', { name: /Port of Montreal/ })).toBeVisible();

  const dialog = await openDialog(page, 'New location', 'New location');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Port of Prince Rupert');
  await dialog.getByRole('combobox', { name: 'Country', exact: true }).fill('Canada');
  await page.getByRole('option', { name: 'Canada' }).click();
  // The country's states are loaded once it is chosen.
  await dialog.getByRole('combobox', { name: 'State / province' }).click();
  await page.getByRole('option', { name: 'British Columbia (BC)' }).click();
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Prince Rupert');

  const code = dialog.getByRole('textbox', { name: 'Code', exact: true });
  await code.fill('PRR');
  await code.blur();
  await expect(dialog.getByText('Must be a UN/LOCODE such as CAMTR')).toBeVisible();

  // Well formed but not in the UN/LOCODE list: the server says so, on the field.
  await code.fill('CAZZZ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('CAZZZ is not in the UN/LOCODE list')).toBeVisible();

  await code.fill('CAPRR');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location has been created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Port of Prince Rupert/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('CAPRR')).toBeVisible();
  await expect(row.getByText('British Columbia')).toBeVisible();
});

test('imports a 500-row location CSV with coordinates on the import assistant; a bad cell is fixed in the grid, and a file the company clashes with imports nothing', async ({
  page,
  shipper,
}) => {
  test.setTimeout(120_000);
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/company/locations/yard-locations');
  await expect(page.getByRole('heading', { name: 'Yard locations' })).toBeVisible();
  await expect(page.getByTestId('table-range')).toHaveText('0-0 of 0');

  const lines = [`${HEADER},latitude,longitude`, '# yards of the Toronto area'];
  for (let i = 1; i <= 500; i++) {
    const n = String(i).padStart(3, '0');
    const where = i % 5 === 0 ? `${(43.6 + i / 10_000).toFixed(4)},-79.5` : ',';
    lines.push(`Yard ${n},${i} Industrial Road,M9W 5L6,YD-${n},Toronto,CA,ON,${i % 2 ? 'yard' : 'rail-yard'},${where}`);
  }
  let dialog = await openDialog(page, 'Import CSV', 'Import locations');
  await dialog.locator('input[type="file"]').setInputFiles(csvFile('yards.csv', lines));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('status', { name: 'Check result' })).toHaveText(
    'No errors: the file is ready to import',
  );
  await expect(dialog.getByText('Showing 20 of 500 rows', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Latitude, row 7', exact: true })).toHaveValue('43.6005');
  await dialog.getByRole('button', { name: 'Import 500 rows' }).click();
  await expect(dialog.getByText('File imported succesfully')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Locations imported: 500')).toBeVisible();
  // Yards and rail yards are both listed on the yard screen; the result links to it.
  await expect(dialog.getByText('500 locations on')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Yard locations' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('table-range')).toHaveText('1-10 of 500');

  // Row 4 of this file (the third data row) has a port code that is not a UN/LOCODE: the dry run shows
  // it on its cell, and it is corrected in the grid.
  dialog = await openDialog(page, 'Import CSV', 'Import locations');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile('more-yards.csv', [
        HEADER,
        'Extra yard 1,,,XY-1,Toronto,CA,ON,yard',
        '# a note',
        'Extra port,,,CA-XY,Toronto,CA,ON,port',
        'Extra yard 2,,,YD-001,Toronto,CA,ON,yard',
      ]),
    );
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('status', { name: 'Check result' })).toContainText('1 row has errors');
  const code = dialog.getByRole('textbox', { name: 'Code, row 4', exact: true });
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Must be a UN/LOCODE such as CAMTR')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
  await code.fill('CATOR');
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog.getByRole('status', { name: 'Check result' })).toHaveText(
    'No errors: the file is ready to import',
  );
  // Row 5's code is one the company already has: the import refuses the whole file.
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText('1 row has errors; nothing was imported')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Download the error report (CSV)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  // Nothing of the refused file was imported.
  await page.goto('/company/locations');
  await page.getByRole('textbox', { name: 'Search' }).fill('Extra');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('table-range')).toHaveText('0-0 of 0');
});

test('imports a large location CSV as a job the dialog follows to the count imported', async ({ page, shipper }) => {
  test.setTimeout(120_000);
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/company/locations');
  await expect(page).toHaveTitle('Locations · Lanehub');
  const lines = [HEADER];
  for (let i = 1; i <= 2500; i++) {
    lines.push(`Depot ${String(i).padStart(4, '0')},${i} Logistics Way,L5T 2N7,,Mississauga,CA,ON,warehouse`);
  }
  const dialog = await openDialog(page, 'Import CSV', 'Import locations');
  await dialog.locator('input[type="file"]').setInputFiles(csvFile('depots.csv', lines));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('status', { name: 'Check result' })).toHaveText(
    'No errors: the file is ready to import',
  );
  await dialog.getByRole('button', { name: 'Import 2500 rows' }).click();
  await expect(dialog.getByText('Locations imported: 2500')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('File imported succesfully')).toBeVisible();
  // Warehouses have no screen of their own: the result points to all locations.
  await expect(dialog.getByRole('link', { name: 'Locations' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill('Depot');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('table-range')).toHaveText('1-10 of 2500');
});
