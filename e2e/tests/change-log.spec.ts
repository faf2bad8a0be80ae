import { enterApp, enterAs } from './helpers';
import { expect, ROOT, test } from './tenant';

// The change log on the list kit (issue 12 §3, §7): the company administrator reads what the set-up of
// their company recorded, filters it (the filter stays in the URL through a reload), pages it by
// cursor and clears the filter; the system administrator reads every company's log under Data Events.

test('the company administrator filters, pages and reloads the change log', async ({ page, shipper }) => {
  await enterAs(page, shipper.admin, 'MLH-1001');
  await page.goto('/settings/change-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Change log' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Change log' });
  // What the set-up recorded (accounts, places, policies, the HR hierarchy …), on one page.
  await expect(page.getByTestId('table-range')).toHaveText(/^1-\d+ of \d+$/);
  const all = await page.getByTestId('table-range').textContent();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('change-log.png'), fullPage: true });

  // Record type Location: the demo's five places, each created by Claire.
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Location', exact: true }).click();
  await expect(page).toHaveURL(/aggregateType=location/);
  await expect(page.getByTestId('table-range')).toHaveText('1-5 of 5');
  await expect(table.getByText('location.created')).toHaveCount(5);
  await page.reload();
  await expect(page.getByTestId('table-range')).toHaveText('1-5 of 5');
  await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Location');

  // An event type that matches nothing: the kit's empty state offers to clear the filters.
  await page.getByLabel('Event type', { exact: true }).fill('location.deleted');
  await expect(page.getByText('No records match the search or filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('change-log-empty.png'), fullPage: true });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('table-range')).toHaveText(all ?? '');
  await expect(page.getByLabel('Event type', { exact: true })).toHaveValue('');
});

test('the system administrator pages every company’s log by cursor and picks one company in Data Events', async ({
  page,
  shipper,
}) => {
  await enterApp(page, ROOT.email, ROOT.account);
  await page.goto('/admin/event-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Events' })).toBeVisible();
  // Every company's log is more than a page: Next follows the server's cursor, Previous finds page 1 again.
  await expect(page.getByTestId('table-range')).toHaveText('1-25 of 26+');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/cursors=/);
  await expect(page.getByTestId('table-range')).toHaveText(/^26-\d+ of \d+\+?$/);
  const second = await page.getByTestId('table-range').textContent();
  await page.reload();
  await expect(page.getByTestId('table-range')).toHaveText(second ?? '');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('table-range')).toHaveText('1-25 of 26+');
  await expect(page).not.toHaveURL(/cursors=/);
  const company = page.getByRole('combobox', { name: 'Company' });
  await company.click();
  await company.fill(shipper.legalName);
  await page.getByRole('option', { name: shipper.legalName }).click();
  await expect(page).toHaveURL(/companyId=/);
  const table = page.getByRole('region', { name: 'Data Events' });
  await expect(table.getByText(shipper.legalName).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('data-events.png'), fullPage: true });
});
