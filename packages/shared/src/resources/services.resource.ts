import { z } from 'zod';
import { MSG } from '../constants/messages';
import { SHIPPING_MODES } from '../constants/modes';
import { requiredString } from '../validation/validators';
import { crudMessages, defineResource } from './define-resource';

const MODE_VALUES = SHIPPING_MODES.map((m) => m.mode) as [string, ...string[]];

// Services the company offers (/company/services), each in one shipping mode of spec 01 §2.2.
export const servicesResource = defineResource({
  name: 'services',
  apiPath: '/lanehub-core/services',
  webPath: '/company/services',
  label: 'Service',
  labelPlural: 'Services',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({
    name: requiredString(120),
    mode: z.enum(MODE_VALUES, { error: MSG.required }),
    description: z
      .string()
      .trim()
      .max(1000, { error: MSG.maxLength(1000) })
      .optional(),
    active: z.boolean().default(true),
  }),
  fields: [
    { name: 'name', label: 'Name', input: 'text', placeholder: 'Cross-border FTL' },
    {
      name: 'mode',
      label: 'Mode',
      input: 'select',
      options: SHIPPING_MODES.map((m) => ({ value: m.mode, label: m.label })),
    },
    { name: 'description', label: 'Description', input: 'textarea' },
    { name: 'active', label: 'Active', input: 'checkbox' },
  ],
  columns: ['name', 'mode', 'active', 'updatedAt'],
  sortable: ['name', 'mode', 'updatedAt'],
  searchable: ['name', 'description'],
  defaultSort: { field: 'name', order: 'asc' },
  example: { name: 'Port drayage', mode: 'drayage_chassis', description: 'Montreal port moves', active: true },
  messages: crudMessages('Service'),
});
