import { z } from 'zod';
import { MSG } from '../constants/messages';
import { requiredString } from '../validation/validators';
import { crudMessages, defineResource } from './define-resource';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .optional();

// Where the company's services run (/company/services/service-area): a named area around a place.
export const serviceAreasResource = defineResource({
  name: 'service-areas',
  apiPath: '/lanehub-core/service-areas',
  webPath: '/company/services/service-area',
  label: 'Service Area',
  labelPlural: 'Service Areas',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({
    name: requiredString(120),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, { error: MSG.isoCountryCode })
      .optional(),
    state: optionalText(80),
    city: optionalText(120),
    postCode: optionalText(20),
    radiusKm: z.coerce
      .number({ error: MSG.number })
      .int({ error: MSG.wholeNumber })
      .min(1, { error: MSG.atLeast(1) })
      .max(5000, { error: MSG.atMost(5000) })
      .nullable()
      .optional(),
    description: optionalText(1000),
  }),
  fields: [
    { name: 'name', label: 'Name', input: 'text', placeholder: 'Greater Montreal' },
    { name: 'country', label: 'Country', input: 'text', placeholder: 'CA' },
    { name: 'state', label: 'State', input: 'text', placeholder: 'QC' },
    { name: 'city', label: 'City', input: 'text' },
    { name: 'postCode', label: 'Post code', input: 'text' },
    { name: 'radiusKm', label: 'Radius (km)', input: 'number' },
    { name: 'description', label: 'Description', input: 'textarea' },
  ],
  columns: ['name', 'country', 'state', 'city', 'radiusKm', 'updatedAt'],
  sortable: ['name', 'country', 'city', 'radiusKm', 'updatedAt'],
  searchable: ['name', 'city', 'state', 'postCode', 'description'],
  defaultSort: { field: 'name', order: 'asc' },
  example: { name: 'Greater Montreal', country: 'CA', state: 'QC', city: 'Montreal', radiusKm: 80 },
  messages: crudMessages('Service Area'),
});
