// Shipping modes, their types and destinations (spec 01 §2.2).
export const SHIPPING_MODES = [
  { mode: 'integrated_shipping', label: 'Integrated Shipping', types: [], destination: '/dashboard/shipintuit' },
  { mode: 'ports', label: 'Ports', types: [], destination: '/dashboard/asset-maps/ports-map' },
  { mode: 'ocean', label: 'Ocean', types: ['FCL', 'LCL', 'CONSOLIDATED'], destination: '/ocean-management' },
  {
    mode: 'rail',
    label: 'Rail',
    types: ['intermodal/domestic', 'bulk', 'automotive'],
    destination: '/dashboard/asset-maps/rail-map',
  },
  { mode: 'road', label: 'Road', types: ['FTL', 'LTL', 'CONSOLIDATED'], destination: '/demand-management/road' },
  {
    mode: 'drayage_chassis',
    label: 'Drayage Chassis',
    types: ['non_ocean_carrier_chassis', 'co_op_chassis', '3PL_chassis_provider', 'power_tractor_provider'],
    destination: '/demand-management/drayage-management',
  },
] as const satisfies ReadonlyArray<{ mode: string; label: string; types: readonly string[]; destination: string }>;

export type ShippingMode = (typeof SHIPPING_MODES)[number]['mode'];
export const SHIPPING_MODE_NAMES = SHIPPING_MODES.map((m) => m.mode) as [ShippingMode, ...ShippingMode[]];
export const DEFAULT_SHIPPING_MODE: ShippingMode = 'integrated_shipping';
// The mobile-work app offers only these (spec 01 §2.2).
export const WORK_APP_MODES: readonly ShippingMode[] = ['road', 'drayage_chassis'];

export const modeInfo = (mode: string) => SHIPPING_MODES.find((m) => m.mode === mode);
export const firstTypeOf = (mode: string): string | null => modeInfo(mode)?.types[0] ?? null;
