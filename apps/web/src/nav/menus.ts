import type { AccessSubject } from '@lanehub/shared/access/matcher';
import { can } from '@lanehub/shared/access/matcher';
import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { RESOURCES } from '@lanehub/shared/resources/registry';
import { WEB_MANIFESTS } from '../app/manifests';

// Every menu of the shell is data, in this one file, with its permission requirement and conditions
// (spec 01 §2.4, §6). `visibleMenu` filters it with the same matcher as the server's route checks.
// An item whose screen is not built yet is hidden: the shell passes `isBuilt`, which asks the route
// table, so a feature turns its items on by adding its route.

export type MenuRole = 'admin' | 'user';

export type MenuContext = {
  subject: AccessSubject;
  /** The user's role in their company ('admin' or 'user'). */
  role: string | null;
  /** True when the path is a screen of the route table. */
  isBuilt: (path: string) => boolean;
};

export type MenuItem = {
  key: string;
  /** Key under `menu.` in the catalogues. */
  labelKey: string;
  /** A whole catalogue key instead (a feature's own texts, 'referenceLists.modes.labelPlural'). */
  textKey?: string;
  /** Icon name of `nav/menu-icons.tsx`, shown alone when the sidebar is collapsed. */
  icon?: string;
  to?: string;
  /** `area.action`; null or absent: no requirement. */
  permission?: string | null;
  /** The top bar's rule: any permission of the same area is enough. */
  areaOnly?: boolean;
  /** Role-gated items compare with the user's role. */
  role?: MenuRole;
  /** An extra condition, checked after the permission. */
  condition?: (ctx: MenuContext) => boolean;
  children?: readonly MenuItem[];
};

/** Screens of the admin area: the server answers them to system administrators only. */
export const systemAdminOnly = (ctx: MenuContext) => ctx.subject.isSystemAdmin;

const item = (key: string, to: string, permission: string | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  key,
  labelKey: key,
  to,
  permission,
  ...extra,
});

const group = (key: string, children: readonly MenuItem[], extra: Partial<MenuItem> = {}): MenuItem => ({
  key,
  labelKey: key,
  children,
  ...extra,
});

/** The sidebar's module list (dashboard and most asset and demand modules). */
export const MODULES_MENU: readonly MenuItem[] = [
  item('dashboard', '/dashboard', null, { icon: 'dashboard' }),
  item('shipIntuit', '/dashboard/shipintuit', null, { icon: 'chart' }),
  item('pbasm', '/asset-management', 'asset.view', { icon: 'asset' }),
  item('forwarding', '/demand-management/forwarding', 'forwarding.view', { icon: 'forwarding' }),
  item('containerTracking', '/demand-management/forwarding/container-tracking', 'container.view', {
    icon: 'container',
  }),
  item('auditPay', '/invoice-management', 'order.bill', { icon: 'invoice' }),
  item('anwork', '/dashboard/ANwork', 'anwork.view', { icon: 'anwork' }),
  item('inventoryManagement', '/integrated-shipping', 'integratedShipping.view', { icon: 'inventory' }),
  item('automotive', '/automotive', 'automotive.view', { icon: 'automotive' }),
  item('agingReport', '/aging-report', 'agingReport.view', { icon: 'report' }),
  item('bulkShipping', '/bulk-shipping', 'bulkShipping.view', { icon: 'bulk' }),
  item('intelliDemand', '/demand-management', 'demand.view', { icon: 'demand' }),
  item('drayageManagement', '/drayage-management', 'drayageMgt.view', { icon: 'drayage' }),
  item('logistics', '/intermodal-yard-planning', 'logistics.view', { icon: 'logistics' }),
  item('oceanManagement', '/ocean-management', 'oceanMgt.view', { icon: 'ocean' }),
  item('portsMap', '/port-management', 'portMgt.view', { icon: 'port' }),
  item('railNetworkMaps', '/external-rail', 'railMgt.railMaps', { icon: 'rail' }),
  item('railManagement', '/rail-master-capacity-plan', 'railMgt.networkMgt', { icon: 'rail' }),
  item('road', '/road/load-board', 'roadMgt.view', { icon: 'road' }),
  item('rateManagement', '/contracts/rates/management', 'rateMgt.view', { icon: 'rate' }),
  // The admin area is for system administrators only (issue 13 §6): it works across companies, and
  // the server refuses its routes to anyone else whatever their policies.
  item('systemAdministrator', '/admin', 'adminMgt.*', { icon: 'admin', areaOnly: true, condition: systemAdminOnly }),
];

export const ORDERS_MENU: readonly MenuItem[] = [
  item('viewShipments', '/orders/all', 'order.view', { icon: 'shipments' }),
  item('shipmentControl', '/orders/order-management', 'order.view', { icon: 'control' }),
  item('poEntry', '/orders/purchase-order/entry', 'order.po', { icon: 'poEntry' }),
  item('viewPos', '/orders/purchase-order', 'order.po', { icon: 'po' }),
  item('invoices', '/orders/invoice', 'order.invoice', { icon: 'invoice' }),
  item('invoicePayments', '/orders/invoice-payment', 'order.invoice-payment', { icon: 'payment' }),
  item('bills', '/orders/bill', 'order.bill', { icon: 'bill' }),
  item('billPayments', '/orders/bill-payment', 'order.bill-payment', { icon: 'payment' }),
  item('creditNotes', '/orders/credit-note', 'order.creditNote', { icon: 'credit' }),
  item('supplierCredits', '/orders/vendor-credit', 'order.vendorCredit', { icon: 'credit' }),
  item('bankAccounts', '/orders/bank-account', 'order.bankAccount', { icon: 'bank' }),
];

export const COMPANY_MENU: readonly MenuItem[] = [
  item('companyDetails', '/company/company-details', 'company.view', { icon: 'company' }),
  item('employee', '/company/employee', 'company.view', { icon: 'users' }),
  item('resourcesDocuments', '/company/resources-documents', 'company.view', { icon: 'documents' }),
  item('companyAccounts', '/company/company-accounts', 'company.view', { icon: 'accounts' }),
  item('productSegments', '/company/prod-segments', 'company.view', { icon: 'segments' }),
  item('products', '/company/product', 'company.view', { icon: 'product' }),
  item('distributionCenter', '/company/dc-location', 'company.view', { icon: 'location' }),
  // The company's own reference lists (issue 13 §6): its equipment types and instructions.
  item('equipmentTypes', '/admin/equipment-management', 'adminMgt.equipment-type', { icon: 'container' }),
  item('instructions', '/admin/instruction-management', 'adminMgt.instruction', { icon: 'instructions' }),
  group('assets', [item('equipment', '/company/assets/equipment', 'asset.view')], { icon: 'asset' }),
  group(
    'anworkGroup',
    [
      item('loadBoard', '/company/anwork/load-board', 'anwork.view'),
      item('mobile', '/company/anwork/mobile', 'anwork.view'),
      item('yardTasks', '/tasks', 'anwork.view'),
    ],
    { icon: 'anwork' },
  ),
];

export const COMPANY_NETWORK_MENU: readonly MenuItem[] = [
  item('companyDetails', '/company/company-details', 'company.view', { icon: 'company' }),
  item('companyHierarchy', '/company/company-hierarchy', 'mynetwork.view', { icon: 'hierarchy' }),
  item('resourcesDocuments', '/company/resources-documents', 'mynetwork.view', { icon: 'documents' }),
  item('companyAccounts', '/company/company-accounts', 'mynetwork.view', { icon: 'accounts' }),
  group('services', [item('serviceArea', '/company/services/service-area', 'mynetwork.view')], { icon: 'services' }),
  group('assets', [item('equipment', '/company/assets/equipment', 'asset.view')], { icon: 'asset' }),
  group(
    'locations',
    [
      item('portTerminals', '/company/locations/port-locations', 'mynetwork.view'),
      item('railTerminals', '/company/locations/terminal-locations', 'mynetwork.view'),
      item('railYards', '/company/locations/yard-locations', 'mynetwork.view'),
    ],
    { icon: 'location' },
  ),
  group(
    'anworkGroup',
    [
      item('loadBoard', '/company/anwork/load-board', 'anwork.view'),
      item('mobile', '/company/anwork/mobile', 'anwork.view'),
    ],
    { icon: 'anwork' },
  ),
];

export const CONTRACTS_MENU: readonly MenuItem[] = [
  item('allContracts', '/contracts', null, { icon: 'contract' }),
  item('newContracts', '/contracts/new-contracts', null, { icon: 'newContract' }),
];

export const SETTINGS_MENU: readonly MenuItem[] = [
  group(
    'accessManagement',
    [
      // The company accounts screen, opened inside Settings (its sidebar stays: `sectionFor`).
      item('accounts', '/company/company-accounts', 'setting.account', { role: 'admin' }),
      item('users', '/settings/users', null, { role: 'admin' }),
      item('policies', '/settings/access', null, { role: 'admin' }),
    ],
    { icon: 'access' },
  ),
  item('profile', '/settings/profile', null, { icon: 'profile' }),
  item('configuration', '/settings/configuration', null, { icon: 'settings' }),
  item('subscription', '/settings/subscriptions', null, { icon: 'subscription', role: 'admin' }),
  item('appServices', '/settings/app-services', null, { icon: 'services', role: 'admin' }),
  item('changeLog', '/settings/change-log', null, { icon: 'logs', role: 'admin' }),
];

export const MESSAGES_MENU: readonly MenuItem[] = [
  item('criticalMessages', '/messages/critical', null, { icon: 'critical' }),
  item('allMessages', '/messages/all', null, { icon: 'messages' }),
];

export const DEMAND_MENU: readonly MenuItem[] = [
  group(
    'roadGroup',
    [
      item('loadBoard', '/road/load-board', 'roadMgt.view'),
      item('mobile', '/company/anwork/mobile', 'anwork.view'),
      item('road', '/road', 'roadMgt.view'),
      item('createLoadsForBidding', '/road/rate-board/entry', 'roadMgt.view'),
      item('revenue', '/road/revenue', 'roadMgt.view'),
    ],
    { icon: 'road' },
  ),
  item('oceanIntermodal', '/ocean-intermodal', 'demand.view', { icon: 'ocean' }),
  item('masterSchedule', '/master-schedule', 'demand.view', { icon: 'schedule' }),
  item('dangerousGoods', '/dangerous-goods', 'demand.view', { icon: 'dangerous' }),
];

export const EDI_MENU: readonly MenuItem[] = [
  item('edi', '/edi', null, { icon: 'edi' }),
  item('ediLogs', '/edi-logs', null, { icon: 'logs' }),
  item('ediMapping', '/edi/mapping', null, { icon: 'mapping' }),
  item('ediWorkflow', '/edi/workflow', null, { icon: 'workflow' }),
  item('ediWorkflowConfigs', '/edi/workflow-configs', null, { icon: 'settings' }),
];

export const DATA_HUB_MENU: readonly MenuItem[] = [
  item('dataTable', '/data-hub/data-table', 'dataHub.view', { icon: 'table' }),
  item('dataFlow', '/data-hub/data-flow', 'dataHub.view', { icon: 'workflow' }),
];

export const ADMIN_MENU: readonly MenuItem[] = [
  item('companyManagement', '/admin/company-management', 'adminMgt.company', { icon: 'company' }),
  item('accountManagement', '/admin/account-management', 'adminMgt.account', { icon: 'accounts' }),
  item('userManagement', '/admin/user-management', 'adminMgt.user', { icon: 'users' }),
  item('requestedCompanies', '/admin/requested-companies', 'adminMgt.request-company', { icon: 'request' }),
  item('subscriptions', '/admin/subscriptions', 'adminMgt.subscription', { icon: 'subscription' }),
  item('appConfigs', '/admin/config-management', 'adminMgt.app-config', { icon: 'settings' }),
  item('locationManagement', '/admin/location-management', 'adminMgt.location', { icon: 'location' }),
  item('productManagement', '/admin/product-management', 'adminMgt.product', { icon: 'product' }),
  item('quoteRequestManagement', '/admin/quote-request', 'adminMgt.quote', { icon: 'quote' }),
  item('sourcingManagement', '/admin/sourcing', 'adminMgt.sourcing', { icon: 'sourcing' }),
  item('orderChangeLogs', '/admin/order-management', 'adminMgt.order', { icon: 'logs' }),
  // Data Events needs no permission (spec 01 §6).
  item('dataEvents', '/admin/event-management', null, { icon: 'events' }),
].map((entry) => ({ ...entry, condition: systemAdminOnly }));

/** The top bar matches on area only (spec 01 §6). */
export const TOP_BAR_MENU: readonly MenuItem[] = [
  item('myCompany', '/company/company-details', 'company.view', { areaOnly: true }),
  item('buildMyNetwork', '/company-network', 'mynetwork.view', { areaOnly: true }),
  item('aiModels', '/ai', 'ai.view', { areaOnly: true }),
  item('dataHubTop', '/data-hub/data-table', 'dataHub.view', { areaOnly: true }),
  item('myOrders', '/orders/all', 'order.view', { areaOnly: true }),
  item('contracts', '/contracts', null, { areaOnly: true }),
];

export const USER_MENU: readonly MenuItem[] = [
  item('profile', '/settings/profile', null, { icon: 'profile' }),
  item('settings', '/settings', null, { icon: 'settings' }),
  item('logout', '/logout', null, { icon: 'logout' }),
];

export const QUICK_ACCESS_MENU: readonly MenuItem[] = [
  item('userProfile', '/settings/profile', null, { icon: 'profile' }),
  item('companyDetails', '/company/company-details', 'company.view', { icon: 'company' }),
  item('assetManagement', '/asset-management', 'asset.view', { icon: 'asset' }),
  item('demandManagement', '/demand-management', 'demand.view', { icon: 'demand' }),
  item('oceanManagement', '/ocean-management', 'oceanMgt.view', { icon: 'ocean' }),
  item('bulkShipping', '/bulk-shipping', 'bulkShipping.view', { icon: 'bulk' }),
  item('edi', '/edi', null, { icon: 'edi' }),
];

export type SidebarMenuName =
  | 'modules'
  | 'orders'
  | 'company'
  | 'companyNetwork'
  | 'contracts'
  | 'settings'
  | 'messages'
  | 'demand'
  | 'edi'
  | 'dataHub'
  | 'admin';

// A menu and, at its end, the entries features declare for it in their manifests.
const withFeatureEntries = (name: SidebarMenuName, items: readonly MenuItem[]): readonly MenuItem[] => [
  ...items,
  ...WEB_MANIFESTS.flatMap((m) => {
    const entries = m.menus?.[name] ?? [];
    return typeof entries === 'function' ? entries(RESOURCES as unknown as AnyResource[]) : entries;
  }),
];

export const SIDEBAR_MENUS: Record<SidebarMenuName, readonly MenuItem[]> = {
  modules: withFeatureEntries('modules', MODULES_MENU),
  orders: withFeatureEntries('orders', ORDERS_MENU),
  company: withFeatureEntries('company', COMPANY_MENU),
  companyNetwork: withFeatureEntries('companyNetwork', COMPANY_NETWORK_MENU),
  contracts: withFeatureEntries('contracts', CONTRACTS_MENU),
  settings: withFeatureEntries('settings', SETTINGS_MENU),
  messages: withFeatureEntries('messages', MESSAGES_MENU),
  demand: withFeatureEntries('demand', DEMAND_MENU),
  edi: withFeatureEntries('edi', EDI_MENU),
  dataHub: withFeatureEntries('dataHub', DATA_HUB_MENU),
  admin: withFeatureEntries('admin', ADMIN_MENU),
};

/** The catalogue key of a menu entry's label. */
export const menuTextKey = (entry: Pick<MenuItem, 'labelKey' | 'textKey'>) => entry.textKey ?? `menu.${entry.labelKey}`;

// Which menu the sidebar shows for a path: the section's own menu, else the module list.
const SECTION_PREFIXES: ReadonlyArray<[string, SidebarMenuName]> = [
  ['/orders', 'orders'],
  ['/company-network', 'companyNetwork'],
  ['/company', 'company'],
  ['/contracts/rates', 'modules'],
  ['/contracts', 'contracts'],
  ['/settings', 'settings'],
  ['/messages', 'messages'],
  ['/road', 'demand'],
  ['/ocean-intermodal', 'demand'],
  ['/master-schedule', 'demand'],
  ['/dangerous-goods', 'demand'],
  ['/edi', 'edi'],
  ['/edi-logs', 'edi'],
  ['/data-hub', 'dataHub'],
  // The company's own lists, under My Company, whatever their address says.
  ['/admin/equipment-management', 'company'],
  ['/admin/instruction-management', 'company'],
  ['/admin', 'admin'],
];

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const sidebarMenuFor = (pathname: string): SidebarMenuName =>
  SECTION_PREFIXES.find(([prefix]) => underPrefix(pathname, prefix))?.[1] ?? 'modules';

const menuNames = Object.keys(SIDEBAR_MENUS) as SidebarMenuName[];

const menuLeadsTo = (items: readonly MenuItem[], pathname: string): boolean =>
  items.some(
    (entry) =>
      (entry.to !== undefined && entry.to !== '/dashboard' && underPrefix(pathname, entry.to)) ||
      menuLeadsTo(entry.children ?? [], pathname),
  );

/**
 * The section whose menu the sidebar shows (issue 13 §6: navigation stays put). A section chosen
 * explicitly (a top-bar link passes it) wins; otherwise a screen reached from the section shown so
 * far keeps that section's sidebar while one of its entries leads there (Settings → Accounts opens
 * the company accounts screen, Build My Network → Company Hierarchy a /company screen); otherwise
 * the section of the path.
 */
export const sectionFor = (pathname: string, previous: SidebarMenuName | null, chosen?: unknown): SidebarMenuName => {
  if (typeof chosen === 'string' && (menuNames as string[]).includes(chosen)) {
    return chosen as SidebarMenuName;
  }
  const natural = sidebarMenuFor(pathname);
  if (previous && previous !== natural && previous !== 'modules' && menuLeadsTo(SIDEBAR_MENUS[previous], pathname)) {
    return previous;
  }
  return natural;
};

/** The section a top-bar entry opens (its link passes it, so the sidebar follows the choice). */
export const TOP_BAR_SECTIONS: Readonly<Record<string, SidebarMenuName>> = {
  myCompany: 'company',
  buildMyNetwork: 'companyNetwork',
  dataHubTop: 'dataHub',
  myOrders: 'orders',
  contracts: 'contracts',
};

/** The sidebar collapses by itself on the company-network and forwarding dashboard pages (spec 01 §2.4). */
export const AUTO_COLLAPSE_PREFIXES = ['/company-network', '/demand-management/forwarding'] as const;

export const autoCollapses = (pathname: string) =>
  AUTO_COLLAPSE_PREFIXES.some((prefix) => underPrefix(pathname, prefix));

/** Spec 01 §6 for one item, without looking at its children. */
export const itemAllowed = (entry: MenuItem, ctx: MenuContext): boolean => {
  if (!can(ctx.subject, entry.permission, { areaOnly: entry.areaOnly ?? false })) {
    return false;
  }
  if (entry.role && !ctx.subject.isSystemAdmin && ctx.role !== entry.role) {
    return false;
  }
  return entry.condition ? entry.condition(ctx) : true;
};

/**
 * The items a user sees: allowed by §6 and built. A group shows when at least one child shows; a
 * leaf shows when its screen exists.
 */
export const visibleMenu = (items: readonly MenuItem[], ctx: MenuContext): MenuItem[] =>
  items.flatMap((entry) => {
    if (!itemAllowed(entry, ctx)) {
      return [];
    }
    if (entry.children) {
      const children = visibleMenu(entry.children, ctx);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return entry.to && ctx.isBuilt(entry.to) ? [entry] : [];
  });
