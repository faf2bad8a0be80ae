import { z } from 'zod';
import type { ResourceTextsOf } from './define-resource';
import { defineReferenceList, referenceListFields as f, referenceListShape } from './reference-list';

// Document types (spec 02 §7.14): the kinds of document a company files (bill of lading, invoice,
// customs declaration …) and whether one must be signed.
export const documentTypesResource = defineReferenceList({
  name: 'document-types',
  label: 'Document Type',
  labelPlural: 'Document Types',
  schema: z.object({ ...referenceListShape, requiresSignature: z.boolean().default(false) }),
  fields: [f.code, f.name, f.description, { name: 'requiresSignature', input: 'checkbox' }, f.active],
  columns: ['code', 'name', 'requiresSignature', 'active', 'updatedAt'],
  example: { code: 'BOL', name: 'Bill of lading', requiresSignature: true, active: true },
  demo: [
    { code: 'BOL', name: 'Bill of lading', requiresSignature: true },
    { code: 'INV', name: 'Commercial invoice' },
    { code: 'PKL', name: 'Packing list' },
    { code: 'CUS', name: 'Customs declaration', requiresSignature: true },
    { code: 'POD', name: 'Proof of delivery', requiresSignature: true },
  ],
});

export const documentTypesTexts = {
  en: {
    purpose: 'The kinds of document your company keeps, and whether each needs a signature.',
    label: 'Document Type',
    labelPlural: 'Document Types',
    fields: { requiresSignature: 'Requires a signature' },
  },
  fr: {
    purpose: 'Les types de document que conserve votre entreprise, et s’ils demandent une signature.',
    label: 'Type de document',
    labelPlural: 'Types de documents',
    fields: { requiresSignature: 'Signature requise' },
  },
  es: {
    purpose: 'Los tipos de documento que conserva su empresa, y si requieren firma.',
    label: 'Tipo de documento',
    labelPlural: 'Tipos de documento',
    fields: { requiresSignature: 'Requiere firma' },
  },
} satisfies ResourceTextsOf<typeof documentTypesResource>;
