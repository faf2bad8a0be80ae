import { expect as baseExpect } from '@playwright/test';
import { test } from './axe';
import { enterApp } from './helpers';

// The machine running the journeys is shared and busy: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

const ROAD = { email: 'road@lanehub.demo', account: 'GLT-3001', name: 'Great Lakes Trucking Co.' };
const SHIPPER = { email: 'shipper.admin@lanehub.demo', account: 'MLH-1001', name: 'Maple Leaf Home Goods Ltd.' };

// The demo carrier's bill to the demo shipper (audit-pay.demo.ts: base 1,850.00 at the contract rate,
// fuel 412.00 against 277.50 by contract, 2,262.00 CAD). The shipper's Audit & Pay flags the fuel line
// with the contract rate and its rate card row, approves the rest and disputes the fuel line; the
// carrier sees the dispute on its invoice. Only this journey decides lines of that demo bill.
test("the shipper's Audit & Pay flags the overbilled fuel line, approves the rest and disputes it; the carrier sees the dispute", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await enterApp(page, SHIPPER.email, SHIPPER.account);
  await page.goto('/invoice-management');
  await expect(page.getByRole('heading', { name: 'Audit & Pay', level: 1 })).toBeVisible();
  const billRow = page.getByRole('row', { name: /2,262\.00 CAD/ });
  await expect(billRow).toContainText(ROAD.name);
  const number = ((await billRow.getByRole('button').textContent()) ?? '').trim();
  await billRow.getByRole('button', { name: number }).click();
  const audit = page.getByTestId('bill-audit');
  await expect(audit.getByRole('heading', { name: `Bill ${number} from ${ROAD.name}` })).toBeVisible();

  const fuel = audit.getByTestId('audit-line-FSC');
  await expect(fuel).toContainText('412.00');
  await expect(fuel).toContainText('277.50');
  await expect(fuel).toContainText('134.50');
  await expect(fuel).toContainText('Over');
  await expect(fuel).toContainText(/GLT-ROAD-\d{4} · Road Canada 2026 · row 1/);
  const base = audit.getByTestId('audit-line-BAS');
  await expect(base).toContainText('Match');
  await page.screenshot({ path: '/tmp/audit-pay-shipper.png', fullPage: true });

  // Approve what is within tolerance: the base line.
  await audit.getByRole('button', { name: 'Select all within tolerance (1)' }).click();
  await audit.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(page.getByText('1 line(s) approved')).toBeVisible();
  await expect(base).toContainText('Approved');

  // Dispute the fuel line with a reason and a note to the carrier.
  await fuel.getByRole('button', { name: 'Dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute a line' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason', { exact: true })).toHaveValue('Above the contract rate');
  const note = 'Fuel is 277.50 by our contract; please credit 134.50.';
  await dialog.getByRole('textbox', { name: 'Note to the carrier' }).fill(note);
  await dialog.getByRole('button', { name: 'Dispute the line' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The line has been disputed and the carrier can see it')).toBeVisible();
  await expect(fuel).toContainText('Disputed');
  await expect(billRow).toContainText('1 approved, 1 disputed of 2');
  await page.screenshot({ path: '/tmp/audit-pay-shipper-decided.png', fullPage: true });

  // The carrier sees the dispute on its invoice.
  await page.context().clearCookies();
  await enterApp(page, ROAD.email, ROAD.account);
  await page.goto('/orders/invoice');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await page.getByRole('row', { name: new RegExp(number) }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  const review = page.getByTestId('invoice-review');
  await expect(review.getByRole('heading', { name: `Audit by ${SHIPPER.name}` })).toBeVisible();
  await expect(review).toContainText('Disputed');
  await expect(review).toContainText('Above the contract rate');
  await expect(review).toContainText(note);
  await expect(review).toContainText('Approved');
  // The carrier never sees its customer's contract rates.
  await expect(review).not.toContainText('Contract rate');
  await page.screenshot({ path: '/tmp/audit-pay-carrier.png', fullPage: true });
});
