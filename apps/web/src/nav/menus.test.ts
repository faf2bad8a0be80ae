import { ADMIN_PERMISSIONS } from '@lanehub/shared/access/permissions';
import { describe, expect, it } from 'vitest';
import { isBuiltPath } from '../app/built-paths';
import {
  ADMIN_MENU,
  autoCollapses,
  COMPANY_MENU,
  type MenuContext,
  type MenuItem,
  MODULES_MENU,
  ORDERS_MENU,
  SETTINGS_MENU,
  SIDEBAR_MENUS,
  sectionFor,
  sidebarMenuFor,
  TOP_BAR_MENU,
  visibleMenu,
} from './menus';

const everythingBuilt = () => true;

const ctxOf = (
  permissions: string[],
  options: { isSystemAdmin?: boolean; role?: string; isBuilt?: (path: string) => boolean } = {},
): MenuContext => ({
  subject: { isSystemAdmin: options.isSystemAdmin ?? false, permissions },
  role: options.role ?? 'user',
  isBuilt: options.isBuilt ?? everythingBuilt,
});

const keys = (items: readonly MenuItem[], ctx: MenuContext): string[] =>
  visibleMenu(items, ctx).flatMap((entry) =>
    entry.children ? [entry.key, ...keys(entry.children, ctx)] : [entry.key],
  );

describe('menu filtering (spec 01 §6)', () => {
  it('shows every item to a system administrator', () => {
    const admin = ctxOf([], { isSystemAdmin: true, role: 'user' });
    for (const items of Object.values(SIDEBAR_MENUS)) {
      expect(visibleMenu(items, admin)).toHaveLength(items.length);
    }
    expect(keys(SETTINGS_MENU, admin)).toContain('users');
  });

  it('shows items without a permission requirement to everybody', () => {
    expect(keys(MODULES_MENU, ctxOf([]))).toEqual(['dashboard', 'shipIntuit']);
    // The admin area is for system administrators, even its entries without a permission.
    expect(keys(ADMIN_MENU, ctxOf([]))).toEqual([]);
  });

  it('shows an item for a permission of the same area with a wildcard or the same action', () => {
    expect(keys(ORDERS_MENU, ctxOf(['order.*']))).toHaveLength(ORDERS_MENU.length);
    expect(keys(ORDERS_MENU, ctxOf(['order.po']))).toEqual(['poEntry', 'viewPos']);
    expect(keys(ORDERS_MENU, ctxOf(['order.invoice']))).toEqual(['invoices']);
    // Another area's wildcard grants nothing here.
    expect(keys(ORDERS_MENU, ctxOf(['roadMgt.*']))).toEqual([]);
  });

  it('matches the top bar on area only', () => {
    expect(keys(TOP_BAR_MENU, ctxOf(['order.bill']))).toEqual(['myOrders', 'contracts']);
    expect(keys(TOP_BAR_MENU, ctxOf(['company.edit', 'dataHub.view']))).toEqual([
      'myCompany',
      'dataHubTop',
      'contracts',
    ]);
    // The sidebar item with the same requirement is not shown for another action.
    expect(keys(ORDERS_MENU, ctxOf(['order.bill']))).not.toContain('viewShipments');
  });

  it('checks an extra condition after the permission', () => {
    const items: MenuItem[] = [
      { key: 'mine', labelKey: 'mine', to: '/a', permission: null, condition: (ctx) => ctx.role === 'admin' },
    ];
    expect(keys(items, ctxOf([], { role: 'admin' }))).toEqual(['mine']);
    expect(keys(items, ctxOf([], { role: 'user' }))).toEqual([]);
  });

  it("shows Accounts, Users, Subscription, App Services and Change log to the company's admin role only", () => {
    const asUser = keys(SETTINGS_MENU, ctxOf(['setting.account'], { role: 'user' }));
    expect(asUser).toEqual(['profile', 'configuration']);
    const asAdmin = keys(SETTINGS_MENU, ctxOf(['setting.account'], { role: 'admin' }));
    expect(asAdmin).toEqual([
      'accessManagement',
      'accounts',
      'users',
      'policies',
      'profile',
      'configuration',
      'subscription',
      'appServices',
      'changeLog',
    ]);
    // Accounts also needs its permission.
    expect(keys(SETTINGS_MENU, ctxOf([], { role: 'admin' }))).not.toContain('accounts');
  });

  it('shows the admin area to system administrators only (issue 13 §6), whatever a policy holds', () => {
    expect(keys(ADMIN_MENU, ctxOf(['adminMgt.*']))).toEqual([]);
    expect(keys(MODULES_MENU, ctxOf(['adminMgt.*']))).not.toContain('systemAdministrator');
    expect(keys(MODULES_MENU, ctxOf([], { isSystemAdmin: true }))).toContain('systemAdministrator');
    expect(keys(ADMIN_MENU, ctxOf([], { isSystemAdmin: true }))).toHaveLength(ADMIN_MENU.length);
    // Every admin permission is named by an entry: the admin area's, or the company's own lists.
    const required = [...ADMIN_MENU, ...COMPANY_MENU]
      .map((entry) => entry.permission)
      .filter((p) => p?.startsWith('adminMgt.'));
    expect(new Set(required)).toEqual(new Set(ADMIN_PERMISSIONS));
  });

  it("lists the company's own equipment types and instructions under My Company", () => {
    expect(keys(COMPANY_MENU, ctxOf(['adminMgt.equipment-type', 'adminMgt.instruction']))).toEqual([
      'equipmentTypes',
      'instructions',
    ]);
    expect(keys(ADMIN_MENU, ctxOf([], { isSystemAdmin: true }))).not.toContain('equipmentTypes');
  });

  it('hides items whose screen is not built, and groups left empty', () => {
    const onlyDashboard = ctxOf([], { isSystemAdmin: true, isBuilt: (path) => path === '/dashboard' });
    expect(keys(MODULES_MENU, onlyDashboard)).toEqual(['dashboard']);
    expect(keys(SIDEBAR_MENUS.company, onlyDashboard)).toEqual([]);
  });

  it('asks the route table which screens exist', () => {
    expect(isBuiltPath('/dashboard')).toBe(true);
    expect(isBuiltPath('/admin/instruction-management')).toBe(true);
    expect(isBuiltPath('/orders/all')).toBe(true);
    expect(isBuiltPath('/orders/purchase-order')).toBe(true);
    expect(isBuiltPath('/orders/vendor-credit')).toBe(false);
    const admin = ctxOf([], { isSystemAdmin: true, isBuilt: isBuiltPath });
    expect(keys(ADMIN_MENU, admin)).toEqual([
      'companyManagement',
      'accountManagement',
      'userManagement',
      'requestedCompanies',
      'subscriptions',
      'orderChangeLogs',
      'dataEvents',
    ]);
    expect(keys(MODULES_MENU, admin)).toEqual([
      'dashboard',
      'shipIntuit',
      'auditPay',
      'anwork',
      'road',
      'systemAdministrator',
    ]);
  });
});

describe('sidebar sections', () => {
  it('shows the menu of the section the path is in, else the module list', () => {
    expect(sidebarMenuFor('/dashboard')).toBe('modules');
    expect(sidebarMenuFor('/orders/purchase-order/12')).toBe('orders');
    expect(sidebarMenuFor('/company/company-details')).toBe('company');
    expect(sidebarMenuFor('/company-network')).toBe('companyNetwork');
    expect(sidebarMenuFor('/contracts/new-contracts')).toBe('contracts');
    expect(sidebarMenuFor('/contracts/rates/management')).toBe('modules');
    expect(sidebarMenuFor('/edi-logs')).toBe('edi');
    expect(sidebarMenuFor('/admin/user-management/new')).toBe('admin');
    expect(sidebarMenuFor('/admin/instruction-management/new')).toBe('company');
    expect(sidebarMenuFor('/administrator')).toBe('modules');
  });

  it('keeps the sidebar of the section a screen was reached from (issue 13 §6)', () => {
    // Settings → Accounts opens the company accounts screen inside Settings, its detail too.
    expect(sectionFor('/company/company-accounts', 'settings')).toBe('settings');
    expect(sectionFor('/company/company-accounts/42', 'settings')).toBe('settings');
    // Build My Network → Company Hierarchy stays in Build My Network.
    expect(sectionFor('/company/company-hierarchy', 'companyNetwork')).toBe('companyNetwork');
    // Reached otherwise (a reload, a link), the path decides; a choice in the top bar always wins.
    expect(sectionFor('/company/company-hierarchy', null)).toBe('company');
    expect(sectionFor('/company/company-details', 'companyNetwork', 'company')).toBe('company');
    // A screen the section's menu does not lead to shows its own section.
    expect(sectionFor('/company/product', 'settings')).toBe('company');
    expect(sectionFor('/dashboard', 'settings')).toBe('modules');
    expect(SETTINGS_MENU.flatMap((e) => e.children ?? [e]).find((e) => e.key === 'accounts')?.to).toBe(
      '/company/company-accounts',
    );
  });

  it('collapses by itself on the company-network and forwarding dashboard pages', () => {
    expect(autoCollapses('/company-network')).toBe(true);
    expect(autoCollapses('/demand-management/forwarding')).toBe(true);
    expect(autoCollapses('/demand-management')).toBe(false);
    expect(autoCollapses('/dashboard')).toBe(false);
  });
});
