// Number display rules of spec 01 §5: thousands separators, a plural unit when the value is over 1,
// money with two decimals. format.ts holds only dates, so nothing here repeats it.

export const DEFAULT_CURRENCY = 'CAD';
export const DEFAULT_WEIGHT_UNIT = 'lb';

type NumberInput = number | string | null | undefined;

// One fixed locale so '1,200' reads the same in every language, as the spec writes it.
const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// API values may arrive as numeric strings; anything else shows as empty rather than 'NaN'.
const toNumber = (value: NumberInput): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return null;
  }
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

// Spec 01 §3 unit conversion: 'lbs' to 'lb', 'kgs' to 'kg'.
const UNIT_ALIASES: Readonly<Record<string, string>> = { lbs: 'lb', kgs: 'kg' };

export const normalizeUnit = (unit: string | null | undefined): string => {
  const trimmed = (unit ?? '').trim();
  return UNIT_ALIASES[trimmed.toLowerCase()] ?? trimmed;
};

export const pluralizeUnit = (unit: string): string => (/(s|x|z|ch|sh)$/i.test(unit) ? `${unit}es` : `${unit}s`);

/** formatQuantity(1200, 'pallet') → '1,200 pallets'; formatQuantity(1, 'pallet') → '1 pallet'. */
export const formatQuantity = (value: NumberInput, unit?: string | null): string => {
  const number = toNumber(value);
  if (number === null) {
    return '';
  }
  const name = normalizeUnit(unit);
  const text = quantityFormat.format(number);
  if (!name) {
    return text;
  }
  return `${text} ${number > 1 ? pluralizeUnit(name) : name}`;
};

/** formatWeight(2500, 'lbs') → '2,500 lb'. Weight symbols take no plural; empty unit means lb. */
export const formatWeight = (value: NumberInput, unit?: string | null): string => {
  const number = toNumber(value);
  if (number === null) {
    return '';
  }
  return `${quantityFormat.format(number)} ${normalizeUnit(unit) || DEFAULT_WEIGHT_UNIT}`;
};

/** formatMoney(1234.5) → '1,234.50 CAD'. */
export const formatMoney = (value: NumberInput, currency: string = DEFAULT_CURRENCY): string => {
  const number = toNumber(value);
  return number === null ? '' : `${moneyFormat.format(number)} ${currency}`;
};
