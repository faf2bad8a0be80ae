import { z } from 'zod';
import { MSG } from '../constants/messages';
import { requiredString } from '../validation/validators';
import { crudMessages, defineResource } from './define-resource';

// Product segments (Company menu 'Product Segments', /company/prod-segments): the company's own list.
export const productSegmentsResource = defineResource({
  name: 'product-segments',
  apiPath: '/lanehub-core/product-segments',
  webPath: '/company/prod-segments',
  label: 'Product Segment',
  labelPlural: 'Product Segments',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({
    name: requiredString(80),
    description: z
      .string()
      .trim()
      .max(500, { error: MSG.maxLength(500) })
      .optional(),
  }),
  fields: [
    { name: 'name', label: 'Name', input: 'text', placeholder: 'Furniture' },
    { name: 'description', label: 'Description', input: 'textarea' },
  ],
  columns: ['name', 'description', 'updatedAt'],
  sortable: ['name', 'updatedAt'],
  searchable: ['name', 'description'],
  defaultSort: { field: 'name', order: 'asc' },
  example: { name: 'Home furnishings', description: 'Tables, chairs and sofas' },
  messages: crudMessages('Product Segment'),
});
