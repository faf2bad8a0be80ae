import { z } from 'zod';
import { EQUIPMENT_CATEGORIES } from '../constants/equipment';
import { MSG } from '../constants/messages';
import { requiredString } from '../validation/validators';
import { crudMessages, defineResource } from './define-resource';

// Equipment types (admin 'Equipment Types'). The code is the ISO 6346 size-and-type code for
// containers (e.g. 22G1, 45G1) or the company's own code for other equipment; the alias is the
// trade name shown in order entry (spec 02 §3: equipmentType (alias)).
export const equipmentTypesResource = defineResource({
  name: 'equipment-types',
  apiPath: '/lanehub-core/equipment-types',
  webPath: '/admin/equipment-management',
  label: 'Equipment Type',
  labelPlural: 'Equipment Types',
  permission: { read: 'adminMgt.equipment-type', write: 'adminMgt.equipment-type' },
  schema: z.object({
    code: requiredString(16).regex(/^[A-Za-z0-9-]+$/, { error: MSG.lettersDigitsDashes }),
    alias: requiredString(40),
    category: z.enum(EQUIPMENT_CATEGORIES, { error: MSG.required }),
    lengthFt: z.coerce
      .number({ error: MSG.number })
      .int({ error: MSG.wholeNumber })
      .min(1, { error: MSG.atLeast(1) })
      .max(200, { error: MSG.atMost(200) })
      .nullable()
      .optional(),
    description: z
      .string()
      .trim()
      .max(500, { error: MSG.maxLength(500) })
      .optional(),
    active: z.boolean().default(true),
  }),
  fields: [
    { name: 'code', label: 'Code', input: 'text', placeholder: '22G1' },
    { name: 'alias', label: 'Alias', input: 'text', placeholder: "20' Dry" },
    {
      name: 'category',
      label: 'Category',
      input: 'select',
      options: EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) })),
    },
    { name: 'lengthFt', label: 'Length (ft)', input: 'number' },
    { name: 'description', label: 'Description', input: 'textarea' },
    { name: 'active', label: 'Active', input: 'checkbox' },
  ],
  columns: ['code', 'alias', 'category', 'lengthFt', 'active', 'updatedAt'],
  sortable: ['code', 'alias', 'category', 'lengthFt', 'updatedAt'],
  searchable: ['code', 'alias', 'description'],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: '45G1', alias: "40' High Cube", category: 'container', lengthFt: 40, active: true },
  messages: crudMessages('Equipment Type'),
});
