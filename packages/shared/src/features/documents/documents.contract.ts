import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { optionalString, requiredString } from '../../validation/validators';

// Resources & Documents and the company logo (spec 01 §3 'Document upload fields: where, whereId,
// name'; §5 logo types; §8 'File {name} has been uploaded!'). The bytes go up as multipart/form-data
// with these text fields and one `file` part.

/** The `where` of a company logo; reserved: documents cannot be uploaded, listed or deleted under it. */
export const LOGO_WHERE = 'company-logo';
/** The `where` of the Resources & Documents screen: the company's own documents. */
export const COMPANY_DOCUMENTS_WHERE = 'company';

export const DOCUMENT_MSG = defineMessages('documents.messages', {
  where: 'Must be a short lower-case name such as company, location or order',
  logoWhere: `'${LOGO_WHERE}' is set through the company logo call`,
  expiresOn: 'Must be a valid date',
  updated: 'Document has been updated',
});

/** Days ahead that the dashboard and the list's filter count a document as expiring (issue 13). */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * When a document stops being valid (an insurance certificate, a licence, a customs bond), as a
 * calendar date YYYY-MM-DD; empty means it does not expire.
 */
const expiresOnField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .regex(CALENDAR_DATE, { error: DOCUMENT_MSG.expiresOn })
      .refine(isRealDate, { error: DOCUMENT_MSG.expiresOn })
      .nullable()
      .optional(),
  );

const WHERE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

const whereField = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .regex(WHERE_PATTERN, { error: DOCUMENT_MSG.where })
    .refine((value) => value !== LOGO_WHERE, { error: DOCUMENT_MSG.logoWhere });

export const ZDocumentUploadFields = z.object({
  /** What the document belongs to: 'company', 'location', 'order' … */
  where: whereField(),
  /** The id of that record, when it is not the company itself. */
  whereId: optionalString(100),
  /** The name shown in the list; the file's own name when empty. */
  name: optionalString(200),
  expiresOn: expiresOnField(),
});
export type TDocumentUploadFields = z.infer<typeof ZDocumentUploadFields>;

export const ZDocument = z.object({
  id: z.uuid(),
  where: z.string(),
  whereId: z.string().nullable(),
  name: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
  /** YYYY-MM-DD, or null when the document does not expire. */
  expiresOn: z.string().nullable(),
});
export type TDocument = z.infer<typeof ZDocument>;

/** Renaming a document and setting (or clearing) its expiry. */
export const ZDocumentUpdate = z.object({
  name: requiredString(200),
  expiresOn: expiresOnField(),
});
export type TDocumentUpdate = z.input<typeof ZDocumentUpdate>;

export const ZDocumentListQuery = z.object({
  where: z.string().trim().regex(WHERE_PATTERN, { error: DOCUMENT_MSG.where }).optional(),
  whereId: z.string().trim().max(100).optional(),
  /** Only documents expired or expiring within DOCUMENT_EXPIRY_WARNING_DAYS days. */
  expiring: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: ZListCursor,
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

export const ZCompanyLogoParams = z.object({ companyId: refersTo(z.uuid(), 'companies') });

export const ZCompanyLogo = z.object({
  companyId: z.uuid(),
  fileId: z.uuid(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Where the logo is served (any signed-in user may read it: it is part of the public profile). */
  url: z.string(),
});
export type TCompanyLogo = z.infer<typeof ZCompanyLogo>;

export const companyLogoPath = (companyId: string) => `/lanehub-core/companies/${companyId}/logo`;
