import { z } from 'zod';
import { crudMessages, defineResource } from './define-resource';
import { referenceListFields as f, referenceListShape, referenceListTextKey } from './reference-list';

// Document types (spec 02 §7.14): the kinds of document a company files (bill of lading, invoice,
// customs declaration …) and whether one must be signed.
export const documentTypesResource = defineResource({
  name: 'document-types',
  apiPath: '/lanehub-core/document-types',
  webPath: '/company/document-types',
  textKey: referenceListTextKey('document-types'),
  label: 'Document Type',
  labelPlural: 'Document Types',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({ ...referenceListShape, requiresSignature: z.boolean().default(false) }),
  fields: [f.code, f.name, f.description, { name: 'requiresSignature', input: 'checkbox' }, f.active],
  columns: ['code', 'name', 'requiresSignature', 'active', 'updatedAt'],
  sortable: ['code', 'name', 'updatedAt'],
  searchable: ['code', 'name', 'description'],
  filters: ['active'],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: 'BOL', name: 'Bill of lading', requiresSignature: true, active: true },
  demo: [
    { code: 'BOL', name: 'Bill of lading', requiresSignature: true },
    { code: 'INV', name: 'Commercial invoice' },
    { code: 'PKL', name: 'Packing list' },
    { code: 'CUS', name: 'Customs declaration', requiresSignature: true },
    { code: 'POD', name: 'Proof of delivery', requiresSignature: true },
  ],
  messages: crudMessages('Document Type'),
});
