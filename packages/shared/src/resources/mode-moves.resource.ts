import { z } from 'zod';
import { MSG } from '../constants/messages';
import { refersTo } from '../validation/reference';
import { crudMessages, dateField, defineResource } from './define-resource';
import { referenceListFields as f, referenceListShape, referenceListTextKey } from './reference-list';

// Mode moves (spec 02 §7.14, §9: Door-to-Door, Ramp-to-Ramp, Out Port Drayage Pick-up and Deliver …):
// the moves a company offers, each within one of its modes (none: offered in every mode), from a date.
export const modeMovesResource = defineResource({
  name: 'mode-moves',
  apiPath: '/lanehub-core/mode-moves',
  webPath: '/company/mode-moves',
  textKey: referenceListTextKey('mode-moves'),
  label: 'Mode Move',
  labelPlural: 'Mode Moves',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({
    ...referenceListShape,
    modeId: refersTo(z.uuid({ error: MSG.validId }), 'modes')
      .nullable()
      .optional(),
    effectiveFrom: dateField().nullable().optional(),
  }),
  fields: [
    f.code,
    f.name,
    { name: 'modeId', input: 'reference', reference: { resource: 'modes', display: 'name' } },
    { name: 'effectiveFrom', input: 'date' },
    f.description,
    f.active,
  ],
  columns: ['code', 'name', 'modeId', 'effectiveFrom', 'active', 'updatedAt'],
  sortable: ['code', 'name', 'effectiveFrom', 'updatedAt'],
  searchable: ['code', 'name', 'description'],
  filters: ['modeId', 'active'],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: 'D2D', name: 'Door-to-Door', effectiveFrom: '2026-01-01', active: true },
  demo: [
    { code: 'D2D', name: 'Door-to-Door' },
    { code: 'R2R', name: 'Ramp-to-Ramp' },
    { code: 'D2R', name: 'Door-to-Ramp' },
    { code: 'R2D', name: 'Ramp-to-Door' },
    { code: 'D2P', name: 'Door-to-Port' },
    { code: 'P2D', name: 'Port-to-Door' },
  ],
  messages: crudMessages('Mode Move'),
});
