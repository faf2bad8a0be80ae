// Demurrage and detention clocks (issue 17 "Demurrage and detention"; DOMAIN.md §2 events, §5 money).
// Pure functions, used by the server (lists, warning job, disputes, dispute pack) and the web.
//
// - Demurrage runs from the container's discharge (DISC, actual) to its gate-out full (GTOT, actual);
//   detention from that gate-out to its empty return (GTIN, actual, empty).
// - A clock counts started 24-hour periods (a container discharged at 10:00 and gated out at 10:30 the
//   next day used 2 days). Free time ends `freeDays` × 24 h after the start.
// - Days over free time are charged per tier: a tier covers chargeable days `fromDay`..`toDay`
//   (1 = the first day after free time; the last tier is open-ended) at `rate` per day.
// - Money is exact: amounts are decimal strings, computed in BigInt cents (rates have at most 2
//   decimals, so no rounding happens at all), never floats.

export const DND_CLOCKS = ['demurrage', 'detention'] as const;
export type TDndClock = (typeof DND_CLOCKS)[number];

export type DndTier = { fromDay: number; toDay: number | null; rate: string };
export type DndTerms = { freeDays: number; tiers: readonly DndTier[]; currency: string };

export type DndTierCharge = DndTier & { days: number; amount: string };
export type DndComputation = {
  /** Started 24-hour periods between start and end (or now while running). */
  days: number;
  freeDays: number;
  freeTimeEndsAt: string;
  daysOver: number;
  running: boolean;
  tiers: DndTierCharge[];
  /** The charge so far, 2 decimals, in the terms' currency. */
  charge: string;
  currency: string;
};

const DAY_MS = 86_400_000;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** Cents of a decimal string with at most 2 decimals. */
export const toCents = (amount: string): bigint => {
  if (!MONEY.test(amount)) {
    throw new Error(`Not an amount with at most 2 decimals: ${amount}`);
  }
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** A decimal string with 2 decimals of a number of cents (negative allowed). */
export const fromCents = (cents: bigint): string => {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
};

/** An amount as stored (numeric(18,4) prints '1200.0000') with 2 decimals, exactly. */
export const toMoney2 = (amount: string): string => {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cut = fraction.slice(0, 2).padEnd(2, '0');
  if (/[1-9]/.test(fraction.slice(2))) {
    throw new Error(`More than 2 decimals: ${amount}`);
  }
  return `${whole}.${cut}`;
};

/** Started 24-hour periods from `start` to `end` (0 when end is not after start). */
export const elapsedDays = (start: Date, end: Date): number => {
  const ms = end.getTime() - start.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
};

/** Tiers must start at day 1, follow each other without gap or overlap, and end open. */
export const tiersProblem = (tiers: readonly DndTier[]): string | null => {
  if (tiers.length === 0) {
    return 'noTiers';
  }
  let expected = 1;
  for (const [index, tier] of tiers.entries()) {
    if (tier.fromDay !== expected) {
      return 'tierGap';
    }
    const last = index === tiers.length - 1;
    if (last !== (tier.toDay === null)) {
      return 'tierOpenEnd';
    }
    if (tier.toDay !== null) {
      if (tier.toDay < tier.fromDay) {
        return 'tierGap';
      }
      expected = tier.toDay + 1;
    }
  }
  return null;
};

/** What each tier charges for `daysOver` chargeable days, and the total. */
export const chargeForDays = (daysOver: number, tiers: readonly DndTier[]) => {
  let total = 0n;
  const lines = tiers.map((tier): DndTierCharge => {
    const upper = tier.toDay === null ? daysOver : Math.min(daysOver, tier.toDay);
    const days = Math.max(0, upper - tier.fromDay + 1);
    const cents = BigInt(days) * toCents(tier.rate);
    total += cents;
    return { ...tier, days, amount: fromCents(cents) };
  });
  return { tiers: lines, charge: fromCents(total) };
};

/** The clock of one container: started at `start`, stopped at `end` (or still running at `now`). */
export const computeClock = (terms: DndTerms, clock: { start: Date; end: Date | null }, now: Date): DndComputation => {
  const stop = clock.end ?? now;
  const days = elapsedDays(clock.start, stop);
  const daysOver = Math.max(0, days - terms.freeDays);
  const { tiers, charge } = chargeForDays(daysOver, terms.tiers);
  return {
    days,
    freeDays: terms.freeDays,
    freeTimeEndsAt: new Date(clock.start.getTime() + terms.freeDays * DAY_MS).toISOString(),
    daysOver,
    running: clock.end === null,
    tiers,
    charge,
    currency: terms.currency,
  };
};

/** Billed minus computed, 2 decimals (positive: billed more than the terms give). */
export const billedDifference = (billed: string, computed: string) =>
  fromCents(toCents(toMoney2(billed)) - toCents(toMoney2(computed)));
