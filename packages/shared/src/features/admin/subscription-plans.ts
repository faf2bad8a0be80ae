import { DEFAULT_TIME_ZONE } from '../../constants/app';

// The plans an administrator sells and the app services each one unlocks (admin → Subscriptions).
// A subscription stores the services of its plan when it is written, so a later change of this list
// does not silently change what a customer already bought.
export const SUBSCRIPTION_PLANS = ['Basic', 'Professional', 'Enterprise'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

// The product's capabilities (spec 01 §1) grouped as services a plan can unlock.
export const APP_SERVICES = [
  'companyNetwork',
  'orders',
  'documents',
  'contracts',
  'loadBoard',
  'invoicing',
  'edi',
  'dataHub',
  'yardPlanning',
  'demandForecasting',
  'aiOptimisation',
  'presentationDesigner',
] as const;
export type AppService = (typeof APP_SERVICES)[number];

const BASIC: readonly AppService[] = ['companyNetwork', 'orders', 'documents'];
const PROFESSIONAL: readonly AppService[] = [...BASIC, 'contracts', 'loadBoard', 'invoicing', 'edi', 'dataHub'];
const ENTERPRISE: readonly AppService[] = [
  ...PROFESSIONAL,
  'yardPlanning',
  'demandForecasting',
  'aiOptimisation',
  'presentationDesigner',
];

export const PLAN_APP_SERVICES: Record<SubscriptionPlan, readonly AppService[]> = {
  Basic: BASIC,
  Professional: PROFESSIONAL,
  Enterprise: ENTERPRISE,
};

export const SUBSCRIPTION_STATUSES = ['active', 'upcoming', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date (YYYY-MM-DD) in the platform's time zone (spec 01 §9: America/Toronto). */
export const calendarDateOf = (instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * Periods are whole days, both ends included: active from the start date through the end date
 * (no end date: open-ended). Dates compare as text because they are all YYYY-MM-DD.
 */
export const subscriptionStatusOn = (
  period: { startDate: string; endDate: string | null },
  today: string,
): SubscriptionStatus => {
  if (!CALENDAR_DATE.test(today)) {
    throw new Error(`Not a calendar date: ${today}`);
  }
  if (period.startDate > today) {
    return 'upcoming';
  }
  if (period.endDate !== null && period.endDate < today) {
    return 'ended';
  }
  return 'active';
};
