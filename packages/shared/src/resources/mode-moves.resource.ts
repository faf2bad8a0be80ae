import { z } from 'zod';
import { MSG } from '../constants/messages';
import { refersTo } from '../validation/reference';
import { dateField, type ResourceTextsOf } from './define-resource';
import { defineReferenceList, referenceListFields as f, referenceListShape } from './reference-list';

// Mode moves (spec 02 §7.14, §9: Door-to-Door, Ramp-to-Ramp, Out Port Drayage Pick-up and Deliver …):
// the moves a company offers, each within one of its modes (none: offered in every mode), from a date.
export const modeMovesResource = defineReferenceList({
  name: 'mode-moves',
  label: 'Mode Move',
  labelPlural: 'Mode Moves',
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
  filters: ['modeId', 'active'],
  example: { code: 'D2D', name: 'Door-to-Door', effectiveFrom: '2026-01-01', active: true },
  demo: [
    { code: 'D2D', name: 'Door-to-Door' },
    { code: 'R2R', name: 'Ramp-to-Ramp' },
    { code: 'D2R', name: 'Door-to-Ramp' },
    { code: 'R2D', name: 'Ramp-to-Door' },
    { code: 'D2P', name: 'Door-to-Port' },
    { code: 'P2D', name: 'Port-to-Door' },
  ],
});

export const modeMovesTexts = {
  en: {
    purpose: 'The moves each mode of transport makes.',
    label: 'Mode Move',
    labelPlural: 'Mode Moves',
    fields: { modeId: 'Mode', effectiveFrom: 'Effective from' },
  },
  fr: {
    purpose: 'Les mouvements de chaque mode de transport.',
    label: 'Mouvement de mode',
    labelPlural: 'Mouvements de mode',
    fields: { modeId: 'Mode', effectiveFrom: 'En vigueur le' },
  },
  es: {
    purpose: 'Los movimientos de cada modo de transporte.',
    label: 'Movimiento de modo',
    labelPlural: 'Movimientos de modo',
    fields: { modeId: 'Modo', effectiveFrom: 'Vigente desde' },
  },
} satisfies ResourceTextsOf<typeof modeMovesResource>;
