import { z } from 'zod';
import { crudMessages, defineResource } from './define-resource';
import { referenceListFields as f, referenceListShape, referenceListTextKey } from './reference-list';

// Item types (spec 02 §7.14): what an order line carries (pallet, carton, drum …).
export const itemTypesResource = defineResource({
  name: 'item-types',
  apiPath: '/lanehub-core/item-types',
  webPath: '/company/item-types',
  textKey: referenceListTextKey('item-types'),
  label: 'Item Type',
  labelPlural: 'Item Types',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object(referenceListShape),
  fields: [f.code, f.name, f.description, f.active],
  columns: ['code', 'name', 'active', 'updatedAt'],
  sortable: ['code', 'name', 'updatedAt'],
  searchable: ['code', 'name', 'description'],
  filters: ['active'],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: 'PLT', name: 'Pallet', active: true },
  demo: [
    { code: 'PLT', name: 'Pallet' },
    { code: 'CTN', name: 'Carton' },
    { code: 'DRM', name: 'Drum' },
    { code: 'CRT', name: 'Crate' },
  ],
  messages: crudMessages('Item Type'),
});
