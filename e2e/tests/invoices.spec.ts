import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './axe';
import { enterApp } from './helpers';

// The machine running the journeys is shared and busy: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

const ROAD = { email: 'road@lanehub.demo', account: 'GLT-3001', name: 'Great Lakes Trucking Co.' };
const SHIPPER = { email: 'shipper.admin@lanehub.demo', account: 'MLH-1001', name: 'Maple Leaf Home Goods Ltd.' };

/** The carrier drafts and publishes an invoice to the shipper for one of the shipper's road orders it carries. */
const issueInvoice = async (page: Page, rate: string, note: string) => {
  await page.goto('/orders/invoice');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Order' }).click();
  await page
    .getByRole('option', { name: new RegExp(SHIPPER.name) })
    .first()
    .click();
  await expect(dialog.getByText(SHIPPER.name)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Rate' }).fill(rate);
  await dialog.getByRole('checkbox', { name: 'HST' }).check();
  await dialog.getByLabel('Notes').fill(note);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  const heading = page.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{6}$/, level: 1 });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '').trim();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish the invoice?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  return number;
};

// Road carrier Great Lakes Trucking bills the demo shipper for an order it carries; the shipper finds
// it under Bills; the carrier records a partial then the final payment and the invoice is paid; a
// credit note lowers another invoice's balance. It writes only invoices, payments and credit notes
// of its own, which no other journey reads.
test('a carrier invoices the shipper, is paid in two payments, and credits another invoice', async ({ page }) => {
  test.setTimeout(300_000);
  const note = `Journey ${Date.now()}`;
  await enterApp(page, ROAD.email, ROAD.account);
  const number = await issueInvoice(page, '1000', note);
  // 1,000.00 + HST 13 % = 1,130.00.
  await expect(page.getByTestId('invoice-totals')).toContainText('Total: 1,130.00 CAD');

  // A partial payment, then the rest.
  for (const amount of ['400', '730']) {
    await page.goto('/orders/invoice-payment');
    await expect(page.getByRole('heading', { name: 'Invoice payments', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Record payment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByRole('checkbox', { name: `Pay ${number}` }).check();
    await dialog.getByRole('textbox', { name: `Amount for ${number}` }).fill(amount);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('row', { name: new RegExp(`${number} \\(${amount === '400' ? '400.00' : '730.00'}\\)`) }),
    ).toBeVisible();
  }
  await page.goto('/orders/invoice');
  await page.getByRole('row', { name: new RegExp(number) }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-totals')).toContainText('Balance: 0.00 CAD');

  // A credit note on another invoice.
  const other = await issueInvoice(page, '500', `${note} credit`);
  await page.goto('/orders/credit-note');
  await expect(page.getByRole('heading', { name: 'Credit notes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New credit note' }).first().click();
  const credit = page.getByRole('dialog', { name: 'New credit note' });
  await credit.getByRole('combobox', { name: 'Invoice' }).click();
  await page.getByRole('option', { name: new RegExp(other) }).click();
  await credit.getByRole('textbox', { name: 'Amount' }).fill('65');
  await credit.getByLabel('Reason').fill('Late delivery');
  await credit.getByRole('button', { name: 'Save credit note' }).click();
  await expect(credit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(other) })).toBeVisible();
  await page.goto('/orders/invoice');
  await page.getByRole('row', { name: new RegExp(other) }).click();
  // 565.00 − 65.00.
  await expect(page.getByTestId('invoice-totals')).toContainText('Balance: 500.00 CAD');
  await page.screenshot({ path: '/tmp/invoices-carrier-detail.png', fullPage: true });

  // The shipper sees the paid invoice under Bills.
  await page.context().clearCookies();
  await enterApp(page, SHIPPER.email, SHIPPER.account);
  await page.goto('/orders/bill');
  await expect(page.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(ROAD.name);
  await expect(row).toContainText('Paid');
  await row.click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/invoices-shipper-bill.png', fullPage: true });
});
