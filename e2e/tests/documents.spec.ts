import { readFile } from 'node:fs/promises';
import { enterAs, sidebar } from './helpers';
import { expect, test } from './tenant';

// A small, valid PDF made here, with a marker so the bytes are this run's own.
const makePdf = (marker: string) =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      `% ${marker}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

// In a shipper of its own (tenant.ts).
test('uploads and downloads a document', async ({ page, shipper }) => {
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'My Company' }).click();
  await sidebar(page).getByRole('link', { name: 'Resources & Documents' }).click();
  await expect(page).toHaveURL(/\/company\/resources-documents$/);
  await expect(page.getByRole('heading', { name: 'Resources & Documents' })).toBeVisible();

  const stamp = Date.now();
  const name = `Bill of lading ${stamp}`;
  const fileName = `bol-${stamp}.pdf`;
  const bytes = makePdf(`lanehub e2e ${stamp}`);

  await page.getByRole('textbox', { name: 'Document name' }).fill(name);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`File ${name} has been uploaded!`)).toBeVisible();
  // One toast per action (issue 13 §8), below the top bar so it covers none of its controls.
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts).toHaveCount(1);
  // Measured at once, the pointer on it so that it stays (a loaded machine may take its 5 s otherwise).
  await toasts.first().hover();
  const toast = await toasts.first().boundingBox();
  const header = await page.locator('header').first().boundingBox();
  expect(header && toast && toast.y >= header.y + header.height).toBe(true);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('PDF')).toBeVisible();

  // The download carries the session's token, arrives under its own name, byte for byte.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).equals(bytes)).toBe(true);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Are you sure you want to continue with this action?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`File ${name} has been deleted`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

// Issue 13: a document about to expire shows on the dashboard, whose link opens the list of them.
test('warns on the dashboard of a document about to expire', async ({ page, shipper }) => {
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/company/resources-documents');
  const name = `Cargo insurance ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Document name' }).fill(name);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: makePdf(name) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`File ${name} has been uploaded!`)).toBeVisible();

  // It expires today: picked in the edit form's calendar.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit document' });
  await dialog.getByRole('button', { name: 'Expires on' }).click();
  const today = new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Toronto',
  });
  await page.getByRole('button', { name: today, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document has been updated')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Expires today')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('1 document has expired or expires within 30 days')).toBeVisible();
  await page.getByRole('link', { name: 'See the documents' }).click();
  await expect(page).toHaveURL(/\/company\/resources-documents\?expiring=true$/);
  await expect(page.getByRole('checkbox', { name: 'Expired or expiring within 30 days' })).toBeChecked();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});
