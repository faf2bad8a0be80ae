import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { MAX_LIST_LIMIT } from '../../constants/app';
import { APPROVAL_STATUSES, USER_ROLES } from '../../constants/companies';
import { defineMessages, MSG } from '../../constants/messages';
import { SHIPPING_MODE_NAMES } from '../../constants/modes';
import { searchField } from '../../validation/text';
import { emailField, notEmptyArray, optionalString, PASSWORD_MAX, requiredString } from '../../validation/validators';
import { calendarDateOf, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from './subscription-plans';

// The admin area (issue 4; spec 01 §2.3 Admin, §6): users, companies, accounts and subscriptions of
// every company, for platform administrators. Paths are under /api/admin.

export const ADMIN_MESSAGES = defineMessages('adminArea.messages', {
  userCreated: 'User {email} is created',
  userUpdated: 'The user has been updated',
  emailTaken: 'A user with this email already exists',
  ownSystemAdmin: 'You cannot change your own system administrator flag',
  ownDisable: 'You cannot disable your own user',
  userNotFound: MSG.userNotFound,
  companyNotFound: 'The company was not found',
  accountNotFound: 'The account was not found',
  subscriptionNotFound: 'The subscription was not found',
  companyCreated: 'Company {legalName} is created',
  companyEnabled: 'Company {legalName} has been enabled',
  companyDisabled: 'Company {legalName} has been disabled',
  ownCompany: 'You cannot disable your own company',
  accountUpdated: 'The account has been updated',
  subscriptionCreated: 'The subscription has been created',
  subscriptionUpdated: 'The subscription has been updated',
  subscriptionEnded: 'The subscription has been ended',
  subscriptionDeleted: 'The subscription has been deleted',
  subscriptionOverlap: 'The company already has a subscription in this period',
  endBeforeStart: 'The end date must not be before the start date',
  calendarDate: 'Must be a valid date',
  notStarted: 'This subscription has not started yet: change its dates or delete it',
  alreadyEnded: 'This subscription has already ended',
  startedCannotDelete: 'A subscription that has started cannot be deleted: end it instead',
});

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * A calendar date as YYYY-MM-DD. The web's date picker hands over an instant (midnight in Toronto);
 * it is read as the calendar date it names there.
 */
export const calendarDateField = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .transform((text) => {
      if (CALENDAR_DATE.test(text)) {
        return text;
      }
      const instant = new Date(text);
      return Number.isNaN(instant.getTime()) ? text : calendarDateOf(instant);
    })
    .pipe(
      z
        .string()
        .regex(CALENDAR_DATE, { error: ADMIN_MESSAGES.calendarDate })
        .refine(isRealDate, { error: ADMIN_MESSAGES.calendarDate }),
    );

const booleanQuery = () =>
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional();

const pageQuery = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(10),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: searchField(200),
  cursor: ZListCursor,
};

export const ZCompanyRef = z.object({ id: z.uuid(), legalName: z.string() });
export type TCompanyRef = z.infer<typeof ZCompanyRef>;

export const adminPassword = () =>
  z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired })
    .min(8, { error: MSG.minLength(8) })
    .max(PASSWORD_MAX, { error: MSG.maxLength(PASSWORD_MAX) });

// ---- Users ----
export const ADMIN_USER_SORTS = ['name', 'email', 'company', 'role', 'createdAt'] as const;
export const ZAdminUserListQuery = z.object({
  ...pageQuery,
  sort: z.enum(ADMIN_USER_SORTS).default('name'),
  companyId: z.uuid().optional(),
});
export type TAdminUserListQuery = Omit<z.input<typeof ZAdminUserListQuery>, 'skip' | 'limit'> & {
  skip: number;
  limit: number;
};

export const ZAdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  enabled: z.boolean(),
  isSystemAdmin: z.boolean(),
  company: ZCompanyRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserDetail = ZAdminUser.extend({
  activeSessions: z.number().int(),
  lastSignInAt: z.string().nullable(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminCreateUser = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  email: emailField(),
  password: adminPassword(),
  role: z.enum(USER_ROLES, { error: MSG.required }),
  companyId: z.uuid({ error: MSG.required }),
});
export type TAdminCreateUserInput = z.input<typeof ZAdminCreateUser>;
export type TAdminCreateUser = z.output<typeof ZAdminCreateUser>;

export const ZAdminUpdateUser = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  role: z.enum(USER_ROLES, { error: MSG.required }),
  enabled: z.boolean(),
  isSystemAdmin: z.boolean(),
});
export type TAdminUpdateUserInput = z.input<typeof ZAdminUpdateUser>;
export type TAdminUpdateUser = z.output<typeof ZAdminUpdateUser>;

// ---- Accounts ----
export const ADMIN_ACCOUNT_SORTS = ['number', 'company', 'mode', 'accountType', 'updatedAt'] as const;
export const ZAdminAccountListQuery = z.object({
  ...pageQuery,
  sort: z.enum(ADMIN_ACCOUNT_SORTS).default('number'),
  companyId: z.uuid().optional(),
  enable: booleanQuery(),
});
export type TAdminAccountListQuery = Omit<z.input<typeof ZAdminAccountListQuery>, 'skip' | 'limit'> & {
  skip: number;
  limit: number;
};

export const ZAdminAccount = z.object({
  id: z.uuid(),
  number: z.string(),
  accountType: z.string().nullable(),
  mode: z.string().nullable(),
  manageBy: z.string().nullable(),
  enable: z.boolean(),
  location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  company: ZCompanyRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

export const ZAdminUpdateAccount = z.object({
  enable: z.boolean(),
  mode: z.enum(SHIPPING_MODE_NAMES).nullable(),
  accountType: optionalString(64)
    .nullable()
    .transform((v) => v ?? null),
});
export type TAdminUpdateAccountInput = z.input<typeof ZAdminUpdateAccount>;
export type TAdminUpdateAccount = z.output<typeof ZAdminUpdateAccount>;

// ---- Subscriptions ----
export const ZSubscription = z.object({
  id: z.uuid(),
  company: ZCompanyRef,
  plan: z.string(),
  appServices: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ADMIN_SUBSCRIPTION_SORTS = ['company', 'plan', 'startDate', 'endDate'] as const;
export const ZSubscriptionListQuery = z.object({
  ...pageQuery,
  sort: z.enum(ADMIN_SUBSCRIPTION_SORTS).default('startDate'),
  companyId: z.uuid().optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type TSubscriptionListQuery = Omit<z.input<typeof ZSubscriptionListQuery>, 'skip' | 'limit'> & {
  skip: number;
  limit: number;
};

const periodRule = <T extends { startDate: string; endDate: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.endDate !== null && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: ADMIN_MESSAGES.endBeforeStart });
  }
};

const subscriptionFields = {
  plan: z.enum(SUBSCRIPTION_PLANS, { error: MSG.required }),
  startDate: calendarDateField(),
  endDate: z
    .union([z.literal('').transform(() => null), calendarDateField()])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  notes: optionalString(1000)
    .nullable()
    .transform((v) => v ?? null),
};

export const ZSubscriptionInput = z
  .object({ companyId: z.uuid({ error: MSG.required }), ...subscriptionFields })
  .superRefine(periodRule);
export type TSubscriptionInputValues = z.input<typeof ZSubscriptionInput>;
export type TSubscriptionInput = z.output<typeof ZSubscriptionInput>;

export const ZSubscriptionUpdate = z.object(subscriptionFields).superRefine(periodRule);
export type TSubscriptionUpdateValues = z.input<typeof ZSubscriptionUpdate>;
export type TSubscriptionUpdate = z.output<typeof ZSubscriptionUpdate>;

/** The company's own view (Settings → Subscription): the plan in force today and every period. */
export const ZCompanySubscriptions = z.object({
  today: z.string(),
  current: ZSubscription.nullable(),
  history: z.array(ZSubscription),
});
export type TCompanySubscriptions = z.infer<typeof ZCompanySubscriptions>;

/** Settings → App Services: the services of the subscription active today (none without one). */
export const ZCompanyAppServices = z.object({
  today: z.string(),
  subscription: ZSubscription.nullable(),
  appServices: z.array(z.string()),
});
export type TCompanyAppServices = z.infer<typeof ZCompanyAppServices>;

// ---- Companies ----
export const ADMIN_COMPANY_SORTS = ['legalName', 'approvalStatus', 'createdAt', 'requestedAt'] as const;
export const ZAdminCompanyListQuery = z.object({
  ...pageQuery,
  sort: z.enum(ADMIN_COMPANY_SORTS).default('legalName'),
  approvalStatus: z.enum(APPROVAL_STATUSES).optional(),
  enabled: booleanQuery(),
});
export type TAdminCompanyListQuery = Omit<z.input<typeof ZAdminCompanyListQuery>, 'skip' | 'limit'> & {
  skip: number;
  limit: number;
};

export const ZAdminCompany = z.object({
  id: z.uuid(),
  legalName: z.string(),
  companyTypes: z.array(z.string()),
  approvalStatus: z.string(),
  pendingStatus: z.boolean(),
  enabled: z.boolean(),
  userCount: z.number().int(),
  accountCount: z.number().int(),
  requestedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminCompany = z.infer<typeof ZAdminCompany>;

export const ZAdminCompanyDetail = ZAdminCompany.extend({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  vendorType: z.string().nullable(),
  completedSurvey: z.boolean(),
  productSegments: z.array(z.string()),
  industryCategories: z.array(z.string()),
  contacts: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().optional(),
      phone: z.string().optional(),
      title: z.string().optional(),
    }),
  ),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  partnerCount: z.number().int(),
  users: z.array(ZAdminUser),
  accounts: z.array(ZAdminAccount),
  subscriptions: ZCompanySubscriptions,
});
export type TAdminCompanyDetail = z.infer<typeof ZAdminCompanyDetail>;

export const ZAdminCompanyStatus = z.object({ enabled: z.boolean() });

export const ZAdminPartner = z.object({
  id: z.uuid(),
  legalName: z.string(),
  companyTypes: z.array(z.string()),
  country: z.string().nullable(),
  city: z.string().nullable(),
  manual: z.boolean(),
  addedAt: z.string(),
});
export type TAdminPartner = z.infer<typeof ZAdminPartner>;

/** /company/company-approve/new-company: an approved company with its first account and administrator. */
export const ZAdminCreateCompany = z.object({
  legalName: requiredString(200),
  companyTypes: notEmptyArray(z.string().trim().min(1).max(64)),
  country: optionalString(2),
  state: optionalString(64),
  city: optionalString(100),
  address: optionalString(255),
  accountNumber: requiredString(64),
  mode: z.enum(SHIPPING_MODE_NAMES, { error: MSG.required }),
  firstName: requiredString(100),
  lastName: requiredString(100),
  email: emailField(),
  password: adminPassword(),
});
export type TAdminCreateCompanyInput = z.input<typeof ZAdminCreateCompany>;
export type TAdminCreateCompany = z.output<typeof ZAdminCreateCompany>;

// The approve/decline call of Admin → Requested Companies (built with sign-up), used by the
// company approval screens too.
export const ZDeclineCompany = z.object({ reason: optionalString(500) });

/**
 * The first administrator of a company an administrator creates holds these permissions for every
 * account, so the company can run itself (its own settings, company, network, orders, assets).
 */
export const NEW_COMPANY_ADMIN_PERMISSIONS = [
  'company.*',
  'mynetwork.*',
  'asset.*',
  'order.*',
  'setting.account',
] as const;
