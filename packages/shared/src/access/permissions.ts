// Permission strings are `area.action` (spec 01 §6). A policy may grant `area.*`.
export const ADMIN_PERMISSIONS = [
  'adminMgt.company',
  'adminMgt.account',
  'adminMgt.user',
  'adminMgt.request-company',
  'adminMgt.subscription',
  'adminMgt.equipment-type',
  'adminMgt.instruction',
  'adminMgt.app-config',
  'adminMgt.location',
  'adminMgt.product',
  'adminMgt.quote',
  'adminMgt.sourcing',
  'adminMgt.order',
] as const;

export const ORDER_PERMISSIONS = [
  'order.view',
  'order.po',
  'order.invoice',
  'order.invoice-payment',
  'order.bill',
  'order.bill-payment',
  'order.creditNote',
  'order.vendorCredit',
  'order.bankAccount',
] as const;

export const OTHER_PERMISSIONS = [
  'integratedShipping.view',
  'block.view',
  'forwarding.view',
  'container.view',
  'invoice.view',
  'anwork.view',
  'asset.view',
  'asset.edit',
  'automotive.view',
  'agingReport.view',
  'bulkShipping.view',
  'demand.view',
  'drayageMgt.view',
  'logistics.view',
  'oceanMgt.view',
  'portMgt.view',
  'railMgt.railMaps',
  'railMgt.networkMgt',
  'roadMgt.view',
  'rateMgt.view',
  'setting.account',
  'company.view',
  'company.edit',
  'mynetwork.view',
  'mynetwork.edit',
  'ai.view',
  'dataHub.view',
] as const;

export const PERMISSIONS = [...ADMIN_PERMISSIONS, ...ORDER_PERMISSIONS, ...OTHER_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

// Areas that may be granted whole with a wildcard.
export const PERMISSION_AREAS = [...new Set(PERMISSIONS.map((p) => p.split('.')[0] as string))];

const CATALOGUE: ReadonlySet<string> = new Set<string>([
  ...PERMISSIONS,
  ...PERMISSION_AREAS.map((area) => `${area}.*`),
]);

/**
 * A permission of the catalogue: an `area.action` listed above, or `area.*` for one of its areas.
 * Policies store nothing else, so a misspelt grant (`AdminMgt.user`) is refused instead of kept inert.
 */
export const isCataloguePermission = (value: string): boolean => CATALOGUE.has(value);
