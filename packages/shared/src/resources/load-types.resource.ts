import { z } from 'zod';
import { crudMessages, defineResource, moneyField } from './define-resource';
import { referenceListFields as f, referenceListShape, referenceListTextKey } from './reference-list';

// Load types (spec 02 §7.14): full truckload, less than truckload, consolidated … with the minimum
// the company charges for a load of that type.
export const loadTypesResource = defineResource({
  name: 'load-types',
  apiPath: '/lanehub-core/load-types',
  webPath: '/company/load-types',
  textKey: referenceListTextKey('load-types'),
  label: 'Load Type',
  labelPlural: 'Load Types',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({ ...referenceListShape, minimumCharge: moneyField().nullable().optional() }),
  fields: [f.code, f.name, f.description, { name: 'minimumCharge', input: 'money' }, f.active],
  columns: ['code', 'name', 'minimumCharge', 'active', 'updatedAt'],
  sortable: ['code', 'name', 'updatedAt'],
  searchable: ['code', 'name', 'description'],
  filters: ['active'],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: 'FTL', name: 'Full truckload', minimumCharge: { amount: '450.00', currency: 'CAD' }, active: true },
  demo: [
    { code: 'FTL', name: 'Full truckload', minimumCharge: { amount: '450.00', currency: 'CAD' } },
    { code: 'LTL', name: 'Less than truckload', minimumCharge: { amount: '125.00', currency: 'CAD' } },
    { code: 'CONS', name: 'Consolidated' },
  ],
  messages: crudMessages('Load Type'),
});
