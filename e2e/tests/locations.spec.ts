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

test('imports a 500-row location CSV; a file with one bad row imports nothing and names the row', async ({
  page,
  shipper,
}) => {
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/company/locations/yard-locations');
  await expect(page.getByRole('heading', { name: 'Yard locations' })).toBeVisible();
  await expect(page.getByTestId('table-range')).toHaveText('0-0 of 0');

  const lines = [HEADER, '# yards of the Toronto area'];
  for (let i = 1; i <= 500; i++) {
    const n = String(i).padStart(3, '0');
    lines.push(`Yard ${n},${i} Industrial Road,M9W 5L6,YD-${n},Toronto,CA,ON,${i % 2 ? 'yard' : 'rail-yard'}`);
  }
  let dialog = await openDialog(page, 'Import CSV', 'Import locations');
  await dialog.locator('input[type="file"]').setInputFiles(csvFile('yards.csv', lines));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('table', { name: 'First 10 rows of yards.csv' });
  await expect(preview.getByRole('row')).toHaveCount(11);
  await expect(preview.getByRole('row', { name: /Yard 010/ })).toBeVisible();
  await expect(dialog.getByText('Rows to import: 500')).toBeVisible();
  await expect(page.getByText(/uploaded successfully/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 500 locations' }).click();
  await expect(page.getByText('File imported succesfully')).toBeVisible();
  // Yards and rail yards are both listed on the yard screen; the result links to it.
  await expect(dialog.getByText('500 locations on')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Yard locations' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('table-range')).toHaveText('1-10 of 500');

  // Row 4 of this file (the third data row) has a port code that is not a UN/LOCODE.
  dialog = await openDialog(page, 'Import CSV', 'Import locations');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile('more-yards.csv', [
        HEADER,
        'Extra yard 1,,,XY-1,Toronto,CA,ON,yard',
        '# a note',
        'Bad port,,,CA-XY,Toronto,CA,ON,port',
        'Extra yard 2,,,XY-2,Toronto,CA,ON,yard',
      ]),
    );
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Rows to import: 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 locations' }).click();
  await expect(
    dialog.getByRole('alert').getByText('Failed to add company location: row 4: Must be a UN/LOCODE such as CAMTR'),
  ).toBeVisible();
  const report = dialog.getByRole('table', { name: 'Problem' });
  await expect(report.getByRole('row', { name: /4 Bad port code Must be a UN\/LOCODE such as CAMTR/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Nothing of the refused file was imported.
  await page.getByRole('textbox', { name: 'Search' }).fill('Extra yard');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('table-range')).toHaveText('0-0 of 0');
});

test('imports a large location CSV as a background job the dialog follows to the count imported', async ({
  page,
  shipper,
}) => {
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/company/locations');
  await expect(page).toHaveTitle('Locations · Lanehub');
  // Above IMPORT_JOB_ROWS (2,000 by default): the server answers with a job the dialog follows.
  const lines = [HEADER];
  for (let i = 1; i <= 2500; i++) {
    lines.push(`Depot ${String(i).padStart(4, '0')},${i} Logistics Way,L5T 2N7,,Mississauga,CA,ON,warehouse`);
  }
  const dialog = await openDialog(page, 'Import CSV', 'Import locations');
  await dialog.locator('input[type="file"]').setInputFiles(csvFile('depots.csv', lines));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Rows to import: 2500')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2500 locations' }).click();
  await expect(
    dialog.getByText('Importing in the background: you may close this window, the import goes on.'),
  ).toBeVisible();
  await expect(dialog.getByText('Locations imported: 2500')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('File imported succesfully')).toBeVisible();
  // Warehouses have no screen of their own: the result points to all locations.
  await expect(dialog.getByRole('link', { name: 'Locations' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill('Depot');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('table-range')).toHaveText('1-10 of 2500');
});
