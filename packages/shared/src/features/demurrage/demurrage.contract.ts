import { z } from 'zod';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { plainText, searchField } from '../../validation/text';
import { DND_CLOCKS, tiersProblem } from './demurrage.clock';

// Demurrage and detention (issue 17; spec 01 §4 "D&D dispute outcomes"; DOMAIN.md §2, §5, §9):
// free-time terms per company (per carrier and per port), the clocks of the company's containers
// computed from the order's events, the early warning, and disputes of billed D&D charges.

export { DND_CLOCKS, type TDndClock } from './demurrage.clock';

/** The spec's outcomes (exact words) by the key stored. A dispute opens under review. */
export const DND_DISPUTE_OUTCOMES = {
  review: 'Under Review for 24 Hrs',
  accepted: 'Accepted and Charged',
  denied: 'Denied Due to Timing',
} as const;
export const DND_DISPUTE_STATUSES = ['review', 'accepted', 'denied'] as const;
export type TDndDisputeStatus = (typeof DND_DISPUTE_STATUSES)[number];

/** Declared once: accept or deny a dispute under review; one winner (platform/transition.ts). */
export const DND_DISPUTE_TRANSITIONS = {
  accept: { from: ['review'], to: 'accepted' },
  deny: { from: ['review'], to: 'denied' },
} as const satisfies Record<string, { from: readonly TDndDisputeStatus[]; to: TDndDisputeStatus }>;
export type TDndDisputeAction = keyof typeof DND_DISPUTE_TRANSITIONS;
export const DND_DISPUTE_ACTIONS = Object.keys(DND_DISPUTE_TRANSITIONS) as TDndDisputeAction[];

/** The early warning: free time ending within this many hours. */
export const DND_WARNING_HOURS = 48;

export const DND_MSG = defineMessages('demurrage.api', {
  termsCreated: 'Free-time terms have been saved',
  termsUpdated: 'Free-time terms have been updated',
  termsDeleted: 'Free-time terms have been deleted',
  termsNotFound: 'Free-time terms not found',
  termsTwice: 'Terms for this carrier, port and clock already exist',
  carrierUnknown: 'Choose a company of your partner network',
  locode: 'Enter a 5-letter UN/LOCODE (country and place, e.g. CAVAN)',
  freeDays: 'Enter a whole number of days from 0 to 365',
  rate: 'Enter a daily rate with at most 2 decimals',
  currency: 'Enter a 3-letter ISO 4217 currency code',
  noTiers: 'Add at least one tier',
  tierGap: 'Tiers start at day 1 and follow each other without gap',
  tierOpenEnd: 'Only the last tier is open-ended (no last day)',
  containerNotFound: 'This container has no D&D clock on your orders',
  noTerms: 'No free-time terms apply to this container and clock; add them first',
  disputeCreated: 'Dispute has been opened',
  disputeNotFound: 'Dispute not found',
  disputeAccepted: 'Dispute has been marked Accepted and Charged',
  disputeDenied: 'Dispute has been marked Denied Due to Timing',
  disputeConflict: withParams('This dispute is already {{current}}', (current: string) => ({ current })),
  warningSubject: withParams('Free time of container {{container}} ends within 48 hours', (container: string) => ({
    container,
  })),
});

const ZRate = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, DND_MSG.rate);
const ZDays = z
  .number({ error: DND_MSG.freeDays })
  .int(DND_MSG.freeDays)
  .min(0, DND_MSG.freeDays)
  .max(365, DND_MSG.freeDays);

export const ZDndTier = z.object({
  fromDay: z.number().int().min(1).max(366),
  toDay: z.number().int().min(1).max(366).nullable(),
  rate: ZRate,
});

export const ZDndTermsInput = z
  .object({
    name: plainText('single').pipe(z.string().trim().min(1, MSG.required).max(100, MSG.maxLength(100))),
    clock: z.enum(DND_CLOCKS),
    /** The carrier the terms are agreed with; null: every carrier. */
    carrierCompanyId: refersTo(z.uuid(), 'companies').nullable().default(null),
    /** A contract reference (the carrier's tariff or the contract number); free text. */
    contractReference: plainText('single')
      .pipe(z.string().trim().max(100, MSG.maxLength(100)))
      .nullable()
      .default(null),
    /** The port (UN/LOCODE); null: every port. */
    portLocode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, DND_MSG.locode)
      .nullable()
      .default(null),
    freeDays: ZDays,
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, DND_MSG.currency)
      .default('CAD'),
    tiers: z.array(ZDndTier).max(10),
  })
  .superRefine((value, ctx) => {
    const problem = tiersProblem(value.tiers);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['tiers'],
        message: DND_MSG[problem as 'noTiers' | 'tierGap' | 'tierOpenEnd'],
      });
    }
  });
export type TDndTermsInput = z.input<typeof ZDndTermsInput>;

export const ZDndTerms = z.object({
  id: z.uuid(),
  name: z.string(),
  clock: z.enum(DND_CLOCKS),
  carrierCompanyId: z.uuid().nullable(),
  carrierName: z.string().nullable(),
  contractReference: z.string().nullable(),
  portLocode: z.string().nullable(),
  freeDays: z.number().int(),
  currency: z.string(),
  tiers: z.array(ZDndTier),
  updatedAt: z.string(),
});
export type TDndTerms = z.infer<typeof ZDndTerms>;

export const ZDndIdParams = z.object({ id: z.uuid() });
export const ZDndTermsParams = z.object({ id: refersTo(z.uuid(), 'dnd_terms') });
export const ZDndDisputeParams = z.object({ id: refersTo(z.uuid(), 'dnd_disputes') });

export const ZDndPagedQuery = z.object({
  search: searchField(100),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(10),
});
export type TDndPagedQuery = z.output<typeof ZDndPagedQuery>;

export const ZDndClockQuery = ZDndPagedQuery.extend({
  /** warning: running clocks past or within 48 h of their free time (the default); all: every clock. */
  view: z.enum(['warning', 'all']).default('warning'),
});
export type TDndClockQuery = z.output<typeof ZDndClockQuery>;

const ZTierCharge = ZDndTier.extend({ days: z.number().int(), amount: z.string() });

export const ZDndClockRow = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  container: z.string(),
  clock: z.enum(DND_CLOCKS),
  portLocode: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  running: z.boolean(),
  termsId: z.uuid().nullable(),
  termsName: z.string().nullable(),
  freeDays: z.number().int().nullable(),
  freeTimeEndsAt: z.string().nullable(),
  days: z.number().int(),
  daysOver: z.number().int(),
  charge: z.string().nullable(),
  currency: z.string().nullable(),
  tiers: z.array(ZTierCharge),
});
export type TDndClockRow = z.infer<typeof ZDndClockRow>;

export const ZDndDisputeInput = z.object({
  orderId: refersTo(z.uuid(), 'orders'),
  container: z.string().trim().toUpperCase().min(4).max(20),
  clock: z.enum(DND_CLOCKS),
  /** What the carrier billed (a D&D invoice line, or typed from the carrier's invoice). */
  billedAmount: ZRate,
  billedCurrency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, DND_MSG.currency)
    .default('CAD'),
  invoiceReference: plainText('single')
    .pipe(z.string().trim().max(60, MSG.maxLength(60)))
    .nullable()
    .default(null),
  note: plainText('multi')
    .pipe(z.string().trim().max(2000, MSG.maxLength(2000)))
    .nullable()
    .default(null),
});
export type TDndDisputeInput = z.input<typeof ZDndDisputeInput>;

export const ZDndDispute = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  container: z.string(),
  clock: z.enum(DND_CLOCKS),
  status: z.enum(DND_DISPUTE_STATUSES),
  outcome: z.string(),
  billedAmount: z.string(),
  billedCurrency: z.string(),
  computedAmount: z.string(),
  computedCurrency: z.string(),
  difference: z.string(),
  daysOver: z.number().int(),
  invoiceReference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TDndDispute = z.infer<typeof ZDndDispute>;

export const dndDisputeFileName = (container: string, clock: string) =>
  `dnd-dispute-${container.replace(/[^A-Za-z0-9-]/g, '_')}-${clock}.pdf`;

export const DND_TERMS_EXAMPLE = {
  name: 'Vancouver demurrage',
  clock: 'demurrage',
  carrierCompanyId: null,
  contractReference: 'NACL tariff 2026',
  portLocode: 'CAVAN',
  freeDays: 4,
  currency: 'CAD',
  tiers: [
    { fromDay: 1, toDay: 4, rate: '150.00' },
    { fromDay: 5, toDay: null, rate: '300.00' },
  ],
} satisfies TDndTermsInput;
