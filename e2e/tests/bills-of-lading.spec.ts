import { readFile } from 'node:fs/promises';
import { expect as baseExpect } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test } from './axe';
import { enterApp } from './helpers';

// The machine running the journeys is shared and busy: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Every page's text of a PDF, as a reader extracts it. */
const pdfText = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
};

// The platform's administrator (its own company, account LH-0001; bills of lading need forwarding.view,
// which the demo companies' policies do not grant) drafts a bill of lading (told on the field that a port is not a
// UN/LOCODE), approves and issues it, amends the issued BOL with a reason that shows in its history,
// and downloads the PDF a carrier reads. It writes only the BOL it creates, which no other journey reads.
test('a bill of lading is drafted, approved, issued, amended and its PDF downloaded', async ({ page }) => {
  test.setTimeout(180_000);
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
  await page.goto('/demand-management/forwarding/bol');
  await expect(page.getByRole('heading', { name: 'Bills of lading', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New bill of lading' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'New bill of lading' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('group', { name: 'Shipper' }).getByLabel('Name').fill('Maple Leaf Shipping');
  await dialog.getByRole('group', { name: 'Shipper' }).getByLabel('Address').fill('1000 Yanggao Road, Shanghai');
  await dialog.getByRole('group', { name: 'Consignee' }).getByLabel('Name').fill('Northern Retail Inc.');
  await dialog.getByRole('group', { name: 'Consignee' }).getByLabel('Address').fill('200 Granville Street, Vancouver');
  await dialog.getByLabel('Carrier', { exact: true }).fill('Maersk A/S');
  await dialog.getByLabel('Vessel', { exact: true }).fill('Maersk Elba');
  await dialog.getByLabel('Voyage', { exact: true }).fill('612W');
  await dialog.getByLabel('Port of loading (UN/LOCODE)').fill('ZZZZZ');
  await dialog.getByLabel('Port of discharge (UN/LOCODE)').fill('CAVAN');
  await dialog.getByRole('button', { name: 'Add a container' }).click();
  await dialog.getByLabel('Container number').fill('CSQU3054383');
  await dialog.getByLabel('Seal numbers').fill('SL123456');
  await dialog.getByLabel('Description of goods').fill('Wooden bedroom furniture, flat-packed');
  await dialog.getByLabel('Number of packages').fill('120');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('ZZZZZ is not in the UN/LOCODE list')).toBeVisible();
  await dialog.getByLabel('Port of loading (UN/LOCODE)').fill('CNSHA');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const heading = page.getByRole('heading', { name: /^Bill of lading BOL-\d{4}-\d{6}$/, level: 1 });
  await expect(heading).toBeVisible();
  const bolNumber = ((await heading.textContent()) ?? '').replace('Bill of lading ', '').trim();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // What each step leaves is checked on the screen's state (the badge), not on its toast, which a busy
  // machine may show and close before the check.
  const step = async (action: string, question: string, status: string) => {
    await page.getByRole('button', { name: action, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: question });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: action, exact: true }).click();
    await expect(page.getByText(status, { exact: true })).toBeVisible();
  };
  await step('Approve', 'Approve the bill of lading?', 'Approved');
  await step('Issue', 'Issue the bill of lading?', 'Issued');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Amend', exact: true }).click();
  const amend = page.getByRole('dialog', { name: `Amend bill of lading ${bolNumber}` });
  await expect(amend).toBeVisible();
  await amend.getByRole('group', { name: 'Consignee' }).getByLabel('Address').fill('9 Front Street, Toronto');
  await amend.getByRole('button', { name: 'Record amendment' }).click();
  await expect(amend.getByText('Say why the bill of lading is amended')).toBeVisible();
  await amend.getByLabel('Reason for the amendment').fill('Consignee moved to Toronto');
  await amend.getByRole('button', { name: 'Record amendment' }).click();
  await expect(amend).toBeHidden();
  const history = page.getByRole('region', { name: 'Amendments' });
  await expect(history.getByText('Reason: Consignee moved to Toronto')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`bill-of-lading-${bolNumber}.pdf`);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  for (const expected of [
    bolNumber,
    'Maple Leaf Shipping',
    'Maersk Elba',
    'CSQU3054383',
    'SL123456',
    '9 Front Street',
  ]) {
    expect(text).toContain(expected);
  }
  await page.screenshot({ path: 'test-results/bills-of-lading-detail.png', fullPage: true });
});

// The administrator imports bills of lading on the import assistant (template bol): a port that is not
// a UN/LOCODE is shown on its cell in the dry run, corrected in the grid and checked again, then the two
// BOLs of the file (the rows of one number make one BOL) are imported as a job. The numbers are the run's
// own, which no other journey reads.
test('a bills-of-lading CSV is imported on the import assistant after a port is corrected in the grid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).toUpperCase();
  const number = `IMP${run}`;
  await enterApp(page, 'admin@lanehub.demo', 'LH-0001');
  await page.goto('/demand-management/forwarding/bol');
  await expect(page.getByRole('heading', { name: 'Bills of lading', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bills of lading' });
  await expect(dialog).toBeVisible();
  const content = [
    'bolNumber,shipperName,consigneeName,goodsDescription,portOfLoading,containerNumber,sealNumbers',
    '# two containers of one BOL, and a BOL numbered from the sequence',
    `${number},Maple Leaf Shipping,Northern Retail Inc.,Chairs,ZZZZZ,CSQU3054383,S1`,
    `${number},Maple Leaf Shipping,Northern Retail Inc.,Chairs,ZZZZZ,MSCU1234566,S2 S3`,
    `,Maple Leaf Shipping,Northern Retail Inc.,Tables ${run},CNSHA,,`,
  ].join('\n');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bols.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('status', { name: 'Check result' })).toContainText('1 row has errors');
  const port = dialog.getByRole('textbox', { name: 'portOfLoading, row 3', exact: true });
  await expect(port).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('ZZZZZ is not in the UN/LOCODE list')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
  await port.fill('CNSHA');
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog.getByRole('status', { name: 'Check result' })).toHaveText(
    'No errors: the file is ready to import',
  );
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText('File imported succesfully')).toBeVisible();
  await expect(dialog.getByText('Bills of lading imported: 2')).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^Numbers: ${number}, BOL-\\d{4}-\\d{6}$`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search bills of lading' }).fill(number);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByText(number, { exact: true })).toBeVisible();
});
