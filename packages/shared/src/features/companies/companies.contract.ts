import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';
import { optionalString, requiredString, websiteField } from '../../validation/validators';

// The company profile and the partner network (spec 01 §1, §3; spec 02 §7.14). The public profile is
// what any signed-in company may see of another; the rest of a company's records stay private to it.

const nullableText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: MSG.maxLength(254) })
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: MSG.email })
  .optional();

export const ZCompanyContact = z.object({
  firstName: requiredString(80),
  lastName: requiredString(80),
  email: optionalEmail,
  phone: optionalString(40),
  title: optionalString(80),
});
export type TCompanyContact = z.infer<typeof ZCompanyContact>;

export const ZCompanyPublicProfile = z.object({
  _id: z.string(),
  legalName: z.string(),
  companyTypes: z.array(z.string()),
  isCarrier: z.boolean(),
  productSegments: z.array(z.string()),
  industryCategory: z.array(z.string()),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  contacts: z.array(ZCompanyContact),
  /** The logo is served at /api/lanehub-core/companies/{_id}/logo when present. */
  hasLogo: z.boolean(),
  /** A trading partner entered by hand: a company without users of its own. */
  manual: z.boolean(),
  /** In the caller's partner network. */
  isPartner: z.boolean(),
});
export type TCompanyPublicProfile = z.infer<typeof ZCompanyPublicProfile>;

/** The caller's own company: the public profile plus what only the company sees. */
export const ZCompanyProfile = ZCompanyPublicProfile.extend({
  location: z.string().nullable(),
  pendingStatus: z.boolean(),
  completedSurvey: z.boolean(),
  accountCount: z.number().int(),
  partnerCount: z.number().int(),
  updatedAt: z.string(),
  /** The company's administrators (first and last name): whom a read-only user asks for a change. */
  administrators: z.array(z.string()),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

// Company update carries industryCategory and location (spec 02 §7.14).
export const ZUpdateCompany = z.object({
  legalName: requiredString(200),
  productSegments: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  industryCategory: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  country: nullableText(2),
  state: nullableText(80),
  city: nullableText(120),
  address: nullableText(300),
  /** 'example.com' and 'www.example.com' are taken and stored as https://… (issue 13 §10). */
  website: websiteField(300),
  contacts: z.array(ZCompanyContact).max(20).default([]),
  /** The company's main location (one of its own locations). */
  location: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
});
export type TUpdateCompany = z.input<typeof ZUpdateCompany>;

// Search companies by name and type (the web debounces it by 300 ms, spec 01 §9). Without a name it
// browses every company the caller may see, by legal name, a page at a time (issue 13 §10).
export const ZCompanySearchQuery = z.object({
  name: z.string().trim().max(100).default(''),
  type: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The `meta.nextCursor` of the previous page: the matches after it. */
  cursor: ZListCursor,
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const ZPartnerListQuery = z.object({
  type: z.string().trim().max(60).optional(),
  /** 'carrier' lists every company whose type contains 'carrier'. */
  search: searchField(100),
  cursor: ZListCursor,
});

export const ZAddPartner = z.object({ partnerCompanyId: refersTo(z.uuid({ error: MSG.required }), 'companies') });

export const ZPartnerParams = z.object({ partnerCompanyId: refersTo(z.uuid(), 'companies') });

// The manual trading-partner form (spec 01 §3, §5). The form has no required rules; the server still
// needs a name to list the partner by.
export const ZTradingPartner = z.object({
  legalName: requiredString(200),
  companyType: z.string().trim().max(60).optional(),
  country: nullableText(2),
  state: nullableText(80),
  city: nullableText(120),
  address: nullableText(300),
  primaryContact: z
    .object({
      firstName: optionalString(80),
      lastName: optionalString(80),
      email: optionalEmail,
      phone: optionalString(40),
    })
    .optional(),
});
export type TTradingPartner = z.input<typeof ZTradingPartner>;

export const ZTradingPartnerReply = z.object({ _id: z.string(), legalName: z.string() });

export const PARTNER_MESSAGES = defineMessages('network.messages', {
  added: withParams('Added {{legalName}} as your partner', (legalName: string) => ({ legalName })),
  cannotAdd: 'Cannot add partner',
  removed: withParams('Removed {{legalName}} from your partners', (legalName: string) => ({ legalName })),
  updated: 'Company profile has been updated',
  tradingPartnerUpdated: withParams('{{legalName}} has been updated', (legalName: string) => ({ legalName })),
});
