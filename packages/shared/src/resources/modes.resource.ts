import { z } from 'zod';
import { SHIPPING_MODE_NAMES } from '../constants/modes';
import { crudMessages, defineResource, enumField } from './define-resource';
import { referenceListFields as f, referenceListShape, referenceListTextKey } from './reference-list';

// Modes (spec 02 §7.14): the company's transport modes as it names them, each within one of the
// platform's shipping modes (spec 01 §2.2). Mode moves refer to them.
export const modesResource = defineResource({
  name: 'modes',
  apiPath: '/lanehub-core/modes',
  webPath: '/company/modes',
  textKey: referenceListTextKey('modes'),
  label: 'Mode',
  labelPlural: 'Modes',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({ ...referenceListShape, shippingMode: enumField(SHIPPING_MODE_NAMES) }),
  fields: [
    f.code,
    f.name,
    { name: 'shippingMode', input: 'enum', values: SHIPPING_MODE_NAMES },
    f.description,
    f.active,
  ],
  columns: ['code', 'name', 'shippingMode', 'active', 'updatedAt'],
  sortable: ['code', 'name', 'shippingMode', 'updatedAt'],
  searchable: ['code', 'name', 'description'],
  filters: ['shippingMode', 'active'],
  // Catalogue-style actions: a mode is withdrawn from forms and offered again without editing it.
  actions: [
    {
      name: 'activate',
      permission: 'company.edit',
      summary: 'Offer a mode in forms again',
      set: { active: true },
      message: 'Mode has been activated',
    },
    {
      name: 'deactivate',
      permission: 'company.edit',
      summary: 'Withdraw a mode from forms',
      set: { active: false },
      message: 'Mode has been deactivated',
    },
  ],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: 'RAIL-IM', name: 'Rail intermodal', shippingMode: 'rail', active: true },
  demo: [
    { code: 'ROAD', name: 'Road', shippingMode: 'road' },
    { code: 'RAIL', name: 'Rail intermodal', shippingMode: 'rail' },
    { code: 'OCEAN', name: 'Ocean', shippingMode: 'ocean' },
    { code: 'DRAY', name: 'Drayage', shippingMode: 'drayage_chassis' },
  ],
  messages: crudMessages('Mode'),
});
