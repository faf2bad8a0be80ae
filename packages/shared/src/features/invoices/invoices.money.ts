// Invoice arithmetic (DOMAIN.md §5): amounts are decimal strings, computed as fixed-point integers
// (BigInt, 4 decimals internally), never floats. A line's amount, each tax and the total are the
// figures printed on the invoice, so each is rounded half-up to the cent once, where it is printed;
// the total is the sum of the printed figures, so a reader adding the invoice up gets its total.

const SCALE = 4;
const UNIT = 10n ** BigInt(SCALE);
const DECIMAL = /^-?\d{1,14}(\.\d{1,4})?$/;

/** '12.5' → 125000n (units of 0.0001). Throws on anything that is not a plain decimal of ≤ 4 places. */
export const toUnits = (value: string): bigint => {
  const text = value.trim();
  if (!DECIMAL.test(text)) {
    throw new Error(`Not a decimal amount: '${value}'`);
  }
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(whole) * UNIT + BigInt(fraction.padEnd(SCALE, '0'));
  return negative ? -units : units;
};

/** 125000n → '12.5000' (numeric(18,4) as PostgreSQL prints it). */
export const fromUnits = (units: bigint): string => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNIT;
  const fraction = (abs % UNIT).toString().padStart(SCALE, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
};

/** Divides and rounds half away from zero. */
const divRound = (numerator: bigint, denominator: bigint): bigint => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
};

/** Units rounded to the cent (still in units of 0.0001). */
const toCents = (units: bigint): bigint => divRound(units, 100n) * 100n;

/** The exact product of two amounts (units²) rounded half-up to the cent in one step (never twice). */
const productToCents = (a: bigint, b: bigint, divisor: bigint): bigint => divRound(a * b, divisor * 100n) * 100n;

/** quantity × unit rate, rounded half-up to the cent. */
export const lineAmount = (quantity: string, unitRate: string): string =>
  fromUnits(productToCents(toUnits(quantity), toUnits(unitRate), UNIT));

/** `base` × `ratePercent` %, rounded half-up to the cent. */
export const percentOf = (base: string, ratePercent: string): string =>
  fromUnits(productToCents(toUnits(base), toUnits(ratePercent), UNIT * 100n));

export const sumAmounts = (amounts: readonly string[]): string =>
  fromUnits(amounts.reduce((sum, a) => sum + toUnits(a), 0n));

export const subtractAmount = (a: string, b: string): string => fromUnits(toUnits(a) - toUnits(b));

export const compareAmounts = (a: string, b: string): -1 | 0 | 1 => {
  const d = toUnits(a) - toUnits(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

export type InvoiceTotals = {
  lines: Array<{ amount: string }>;
  subtotal: string;
  taxes: Array<{ code: string; rate: string; amount: string }>;
  taxTotal: string;
  total: string;
};

/** Every figure of an invoice from its lines and tax rates. */
export const invoiceTotals = (
  lines: ReadonlyArray<{ quantity: string; unitRate: string }>,
  taxes: ReadonlyArray<{ code: string; rate: string }>,
): InvoiceTotals => {
  const amounts = lines.map((line) => ({ amount: lineAmount(line.quantity, line.unitRate) }));
  const subtotal = sumAmounts(amounts.map((a) => a.amount));
  const taxLines = taxes.map((tax) => ({ code: tax.code, rate: tax.rate, amount: percentOf(subtotal, tax.rate) }));
  const taxTotal = sumAmounts(taxLines.map((t) => t.amount));
  return { lines: amounts, subtotal, taxes: taxLines, taxTotal, total: sumAmounts([subtotal, taxTotal]) };
};

/** '1234.5000' → '1,234.50' with the currency's two decimals, for screens, PDF and CSV. */
export const formatAmount = (value: string): string => {
  const units = toCents(toUnits(value));
  const negative = units < 0n;
  const cents = (negative ? -units : units) / 100n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
};
