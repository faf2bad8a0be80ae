import type { Locator, Page } from '@playwright/test';
import { enterAs, sidebar } from './helpers';
import { expect, test } from './tenant';

const choose = async (page: Page, dialog: Locator, field: string, typed: string, option: string) => {
  await dialog.getByRole('combobox', { name: field, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

// In a shipper of its own (tenant.ts) with the demo shipper's HR hierarchy: Claire placed, Omar not.
test('a company admin creates a department, assigns a user under a manager, sees the tree and adds a cost center code', async ({
  page,
  shipper,
}) => {
  const omarOption = `Omar Haddad (${shipper.colleague.email})`;
  const claireOption = `Claire Tremblay (${shipper.admin.email})`;
  await enterAs(page, shipper.admin, 'MLH-1001');
  // Company Hierarchy is an entry of the Company-network menu.
  await page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'Build My Network' }).click();
  await expect(page).toHaveURL(/\/company-network$/);
  await sidebar(page).getByRole('link', { name: 'Company Hierarchy' }).click();
  await expect(page).toHaveURL(/\/company\/company-hierarchy/);
  await expect(page.getByRole('heading', { name: 'Company Hierarchy' })).toBeVisible();

  // Departments: the demo company's own, then a new one inside Operations.
  const departments = page.getByRole('region', { name: 'Departments' });
  await expect(departments.getByRole('row', { name: /Logistics/ })).toBeVisible();
  await page.getByRole('button', { name: 'New department' }).click();
  let dialog = page.getByRole('dialog', { name: 'New department' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Customs Brokerage');
  await dialog.getByRole('textbox', { name: 'Code' }).fill('CUS');
  await choose(page, dialog, 'Part of', 'Oper', 'Operations');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Department Customs Brokerage has been created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(departments.getByRole('row', { name: /Customs Brokerage/ })).toContainText('Operations');

  // The user hierarchy: Omar is not placed yet; he goes under Claire.
  await page.getByRole('tab', { name: 'User hierarchy' }).click();
  const hierarchy = page.getByRole('region', { name: 'User hierarchy' });
  await expect(hierarchy.getByRole('row', { name: /Claire Tremblay/ })).toBeVisible();
  await page.getByRole('button', { name: 'Assign user' }).click();
  dialog = page.getByRole('dialog', { name: 'Assign user' });
  await choose(page, dialog, 'User', 'Omar', omarOption);
  await choose(page, dialog, 'Manager', 'Claire', claireOption);
  await choose(page, dialog, 'Department', 'Customs', 'Customs Brokerage');
  await choose(page, dialog, 'HR role', 'Coord', 'Coordinator');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Omar Haddad has been assigned')).toBeVisible();
  const omar = hierarchy.getByRole('row', { name: /Omar Haddad/ });
  await expect(omar).toContainText('Claire Tremblay');
  await expect(omar).toContainText('Customs Brokerage');
  await expect(omar).toContainText('Coordinator');

  // Claire cannot report to Omar, who reports to her: the form says why, on the field.
  await page.getByRole('button', { name: 'Change the place of Claire Tremblay' }).click();
  dialog = page.getByRole('dialog', { name: 'Assign user' });
  await choose(page, dialog, 'Manager', 'Omar', omarOption);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Omar Haddad already reports to Claire Tremblay, so Claire Tremblay cannot report to Omar Haddad'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The tree: Omar under Claire; within Customs Brokerage, Omar is the root and reports outside it.
  await page.getByRole('tab', { name: 'Hierarchy tree' }).click();
  const tree = page.getByRole('tree', { name: 'Hierarchy tree' });
  // Each item is named by the person's own row (name, role, department, e-mail, reports).
  const claire = tree.getByRole('treeitem', { name: /^Claire Tremblay/ });
  await expect(claire).toHaveAttribute('aria-level', '1');
  await expect(claire.getByRole('treeitem', { name: /^Omar Haddad/ })).toHaveAttribute('aria-level', '2');
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Customs Brokerage' }).click();
  await expect(tree.getByRole('treeitem', { name: /^Claire Tremblay/ })).toHaveCount(0);
  const root = tree.getByRole('treeitem', { name: /^Omar Haddad/ });
  await expect(root).toHaveAttribute('aria-level', '1');
  await expect(root).toContainText('reports to Claire Tremblay');
  await expect(root).toHaveAccessibleName(/reports to Claire Tremblay$/);

  // Codes by code type: a new cost center for the department.
  await page.getByRole('tab', { name: 'Codes', exact: true }).click();
  await page.getByRole('tab', { name: 'Cost center', exact: true }).click();
  const codes = page.getByRole('region', { name: 'Cost center' });
  await expect(codes.getByRole('row', { name: /CC-LOG/ })).toBeVisible();
  await page.getByRole('button', { name: 'New code' }).click();
  dialog = page.getByRole('dialog', { name: 'New code' });
  await expect(dialog.getByRole('combobox', { name: 'Code type' })).toHaveValue('Cost center');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('CC-CUS');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Customs fees');
  await choose(page, dialog, 'Department', 'Customs', 'Customs Brokerage');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Code CC-CUS has been created')).toBeVisible();
  await expect(codes.getByRole('row', { name: /CC-CUS/ })).toContainText('Customs Brokerage');
  await page.getByRole('tab', { name: 'Profit center', exact: true }).click();
  const profit = page.getByRole('region', { name: 'Profit center' });
  await expect(profit.getByRole('row', { name: /PC-RETAIL/ })).toBeVisible();
  await expect(profit.getByRole('row', { name: /CC-CUS/ })).toHaveCount(0);
});
