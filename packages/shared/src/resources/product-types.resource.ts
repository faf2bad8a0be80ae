import { z } from 'zod';
import { crudMessages, defineResource } from './define-resource';
import { referenceListFields as f, referenceListShape, referenceListTextKey } from './reference-list';

// Product types (spec 02 §7.14): how a company groups the goods it ships (dry goods, perishables …).
export const productTypesResource = defineResource({
  name: 'product-types',
  apiPath: '/lanehub-core/product-types',
  webPath: '/company/product-types',
  textKey: referenceListTextKey('product-types'),
  label: 'Product Type',
  labelPlural: 'Product Types',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object(referenceListShape),
  fields: [f.code, f.name, f.description, f.active],
  columns: ['code', 'name', 'active', 'updatedAt'],
  sortable: ['code', 'name', 'updatedAt'],
  searchable: ['code', 'name', 'description'],
  filters: ['active'],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: 'DRY', name: 'Dry goods', active: true },
  demo: [
    { code: 'DRY', name: 'Dry goods' },
    { code: 'PER', name: 'Perishables' },
    { code: 'HAZ', name: 'Dangerous goods' },
  ],
  messages: crudMessages('Product Type'),
});
