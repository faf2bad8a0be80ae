/** The one charge-code list (DOMAIN §6): every rate field and every invoice line uses it. */
export const CHARGE_CODES = [
  { code: 'BAS', fieldName: 'baseRate', label: 'Base freight' },
  { code: 'FSC', fieldName: 'fuelSurcharge', label: 'Fuel surcharge' },
  { code: 'ACC', fieldName: 'accessorials', label: 'Accessorials' },
  { code: 'DEM', fieldName: 'demurrage', label: 'Demurrage' },
  { code: 'DET', fieldName: 'detention', label: 'Detention' },
] as const;
