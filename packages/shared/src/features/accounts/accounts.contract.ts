import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { ACCOUNT_LIST_LIMIT } from '../../constants/app';
import { defineMessages, MSG } from '../../constants/messages';
import { SHIPPING_MODE_NAMES } from '../../constants/modes';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';
import { requiredString } from '../../validation/validators';

// Company accounts (issue 5; spec 01 §2.3, §3 Account: accountType, company, companyType, mode,
// location, manageBy, enable, updatedAt, number). The number is unique within the company; location
// is one of the company's locations; manageBy is the company's own id or one of its partners.

export const ACCOUNT_MSG = defineMessages('accounts.messages', {
  created: 'Account has been created',
  updated: 'Account has been updated',
  enabled: 'Account has been enabled',
  disabled: 'Account has been disabled',
  numberTaken: 'This account number is already used by the company',
  locationNotFound: 'Choose one of your company locations',
  manageByNotPartner: 'Choose your company or one of your partners',
  numberFormat: 'Use letters, digits, spaces and . _ / - only',
});

export const ACCOUNT_SORTS = ['number', 'accountType', 'mode', 'location', 'manageBy', 'enable', 'updatedAt'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

const nullableId = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null));

/** The body of create (POST) and replace (PUT): the whole account; the company comes from the session. */
export const ZAccountInput = z.object({
  number: requiredString(40).regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, {
    error: ACCOUNT_MSG.numberFormat,
  }),
  accountType: nullableText(60),
  mode: z.enum(SHIPPING_MODE_NAMES, { error: MSG.required }),
  location: refersTo(nullableId(ACCOUNT_MSG.locationNotFound), 'locations'),
  // The company itself or a partner: companies, not a tenant's rows (the service checks the network).
  manageBy: refersTo(nullableId(ACCOUNT_MSG.manageByNotPartner), 'companies'),
  enable: z.boolean().default(true),
});
export type TAccountInput = z.input<typeof ZAccountInput>;
export type TAccountValues = z.output<typeof ZAccountInput>;

export const ZAccountEnable = z.object({ enable: z.boolean({ error: MSG.required }) });
export type TAccountEnable = z.infer<typeof ZAccountEnable>;

export const ZAccount = z.object({
  id: z.string(),
  number: z.string(),
  accountType: z.string().nullable(),
  mode: z.string().nullable(),
  /** The location's id, and its name and code to show. */
  location: z.string().nullable(),
  locationName: z.string().nullable(),
  locationCode: z.string().nullable(),
  /** The managing company's id (the company itself or a partner), and its legal name. */
  manageBy: z.string().nullable(),
  manageByName: z.string().nullable(),
  enable: z.boolean(),
  company: z.string(),
  companyType: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountListQuery = z.object({
  search: searchField(100),
  skip: z.coerce.number().int().min(0).default(0),
  // Spec 01 §9: account list limit 1000.
  limit: z.coerce.number().int().min(1).max(ACCOUNT_LIST_LIMIT).default(ACCOUNT_LIST_LIMIT),
  sort: z.enum(ACCOUNT_SORTS).default('number'),
  order: z.enum(['asc', 'desc']).default('asc'),
  cursor: ZListCursor,
});
export type TAccountListQuery = Partial<z.output<typeof ZAccountListQuery>>;

export const ZAccountFormOptions = z.object({
  locations: z.array(z.object({ id: z.string(), name: z.string(), code: z.string().nullable() })),
  /** The caller's own company: it may manage its accounts itself. */
  ownCompany: z.object({ id: z.string(), legalName: z.string() }),
});
export type TAccountFormOptions = z.infer<typeof ZAccountFormOptions>;

export const ACCOUNT_EXAMPLE: TAccountInput = {
  number: 'ACC-9001',
  accountType: 'shipper',
  mode: 'ocean',
  location: null,
  manageBy: null,
  enable: true,
};
