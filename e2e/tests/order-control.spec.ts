import { expect, test } from './axe';
import { enterApp } from './helpers';

// Shipment Control (issue 14) with the demo shipper: the administrator of Maple Leaf Home Goods takes
// one of the demo orders nobody works yet into control — looks it up by shipping mode and number, sees
// the form locked and prefilled, clears it, looks it up again and assigns it to themselves — then
// marks it ended from the order's detail. It writes only that one order, which no other journey
// counts by assignee or status.
test('the demo shipper looks an order up, assigns it to themselves and marks it ended', async ({ page }) => {
  test.setTimeout(120_000);
  await enterApp(page, 'shipper.admin@lanehub.demo', 'MLH-1001');

  await page.goto('/orders/order-management?view=unassigned');
  await expect(page.getByRole('heading', { name: 'Shipment Control' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Shipments to control' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const orderNumber = (await first.getByRole('cell').nth(0).innerText()).trim();
  const mode = (await first.getByRole('cell').nth(1).innerText()).trim();
  expect(orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);

  await page.getByRole('link', { name: 'Take an order into control' }).first().click();
  await expect(page).toHaveURL(/\/orders\/order-management\/create$/);
  await expect(page.getByRole('heading', { name: 'Take an order into control' })).toBeVisible();

  const lookUp = async () => {
    await page.getByRole('combobox', { name: 'Shipping mode' }).click();
    await page.getByRole('option', { name: mode, exact: true }).click();
    await page.getByRole('textbox', { name: 'Order number' }).fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: 'Look up' }).click();
  };
  await lookUp();
  const found = page.getByRole('region', { name: 'Order found' });
  await expect(found).toBeVisible();
  await expect(found.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderNumber);
  await expect(found.getByRole('textbox', { name: 'Order number' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Order number' }).first()).toHaveAttribute('readonly', '');
  await expect(page.getByRole('combobox', { name: 'Shipping mode' })).toBeDisabled();
  await expect(found.getByRole('textbox', { name: 'Assigned to' })).toHaveValue('Unassigned');

  // Clear order unlocks the lookup.
  await page.getByRole('button', { name: 'Clear order' }).click();
  await expect(found).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Shipping mode' })).toBeEnabled();

  // Again, and save: the shipment is assigned to me (the form proposes me for an unassigned one).
  await lookUp();
  await expect(found).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Assign to' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The shipment has been assigned')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/order-management\?view=all$/);

  await page.getByRole('radiogroup', { name: 'Shipments shown' }).getByText('Assigned to me', { exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/order-management$/);
  const mine = page.getByRole('region', { name: 'Shipments to control' });
  const row = mine.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await row.click();

  // The order's detail: its Shipment Control panel, and Mark ended.
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Shipment Control' });
  await expect(panel.getByText(/^Assigned to: /)).toBeVisible();
  await expect(panel.getByText('Assigned to: Unassigned')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Mark ended' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The shipment has been marked ended')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark ended' })).toHaveCount(0);
});
