import { readFile } from 'node:fs/promises';
import { enterAs } from './helpers';
import { expect, test } from './tenant';

// In a shipper of its own (tenant.ts), with the demo shipper's ports.
test('exports the port list as a CSV whose formula-like names open as text', async ({ page, shipper }) => {
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/company/locations/port-locations');
  await expect(page.getByRole('row', { name: /Port of Montreal/ })).toBeVisible();

  // A name a spreadsheet would run as a formula.
  await page.getByRole('button', { name: 'New location' }).click();
  const dialog = page.getByRole('dialog', { name: 'New location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('=HYPERLINK("http://x")');
  await dialog.getByRole('combobox', { name: 'Country', exact: true }).fill('Canada');
  await page.getByRole('option', { name: 'Canada' }).click();
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Saint John');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('CASJB');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location has been created')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lanehub_locations_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('name,address,postCode,code,city,country,state,type,latitude,longitude');
  expect(lines).toContain(`"'=HYPERLINK(""http://x"")",,,CASJB,Saint John,CA,,port,,`);
  expect(lines.some((line) => line.startsWith('Port of Montreal,'))).toBe(true);
  // The port screen exports ports only (the type, then the coordinates, empty when none).
  expect(
    lines.filter((line) => line && !line.startsWith('name,')).every((line) => /,port,[^,]*,[^,]*$/.test(line)),
  ).toBe(true);
});
