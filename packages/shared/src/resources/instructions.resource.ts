import { z } from 'zod';
import { requiredString } from '../validation/validators';
import { crudMessages, defineResource } from './define-resource';

// Instructions (spec 02 §7.14: GET/POST /lanehub-core/instructions, GET/PUT/DELETE …/{id}; the admin
// 'Instructions' menu). The spec names id and body; a title makes the list readable.
export const instructionsResource = defineResource({
  name: 'instructions',
  apiPath: '/lanehub-core/instructions',
  webPath: '/admin/instruction-management',
  label: 'Instruction',
  labelPlural: 'Instructions',
  permission: { read: 'adminMgt.instruction', write: 'adminMgt.instruction' },
  schema: z.object({
    title: requiredString(120),
    body: requiredString(5000),
  }),
  fields: [
    { name: 'title', label: 'Title', input: 'text' },
    { name: 'body', label: 'Instruction', input: 'textarea' },
  ],
  columns: ['title', 'body', 'updatedAt'],
  sortable: ['title', 'updatedAt'],
  searchable: ['title', 'body'],
  defaultSort: { field: 'updatedAt', order: 'desc' },
  example: { title: 'Reefer pre-trip', body: 'Pre-cool the reefer to the set point before pickup.' },
  messages: crudMessages('Instruction'),
});
