import { z } from 'zod';
import { moneyField, type ResourceTextsOf } from './define-resource';
import { defineReferenceList, referenceListFields as f, referenceListShape } from './reference-list';

// Load types (spec 02 §7.14): full truckload, less than truckload, consolidated … with the minimum
// the company charges for a load of that type.
export const loadTypesResource = defineReferenceList({
  name: 'load-types',
  label: 'Load Type',
  labelPlural: 'Load Types',
  schema: z.object({ ...referenceListShape, minimumCharge: moneyField().nullable().optional() }),
  fields: [f.code, f.name, f.description, { name: 'minimumCharge', input: 'money' }, f.active],
  columns: ['code', 'name', 'minimumCharge', 'active', 'updatedAt'],
  // An action with a body (the catalogue's `update-rate` style): the minimum charge alone, in its own form.
  actions: [
    {
      name: 'update-charge',
      permission: 'company.edit',
      summary: 'Change the minimum charge of a load type',
      body: ['minimumCharge'],
      example: { minimumCharge: { amount: '475.00', currency: 'CAD' } },
      message: 'Minimum charge has been updated',
    },
  ],
  example: { code: 'FTL', name: 'Full truckload', minimumCharge: { amount: '450.00', currency: 'CAD' }, active: true },
  demo: [
    { code: 'FTL', name: 'Full truckload', minimumCharge: { amount: '450.00', currency: 'CAD' } },
    { code: 'LTL', name: 'Less than truckload', minimumCharge: { amount: '125.00', currency: 'CAD' } },
    { code: 'CONS', name: 'Consolidated' },
  ],
});

export const loadTypesTexts = {
  en: {
    purpose: 'How freight is loaded: full, less than a load, bulk and others.',
    label: 'Load Type',
    labelPlural: 'Load Types',
    fields: { minimumCharge: 'Minimum charge' },
    actions: { 'update-charge': 'Update minimum charge' },
    actionMessages: { 'update-charge': 'Minimum charge has been updated' },
  },
  fr: {
    purpose: 'Comment la marchandise est chargée : complet, groupage, vrac et autres.',
    label: 'Type de chargement',
    labelPlural: 'Types de chargement',
    fields: { minimumCharge: 'Frais minimum' },
    actions: { 'update-charge': 'Modifier les frais minimum' },
    actionMessages: { 'update-charge': 'Les frais minimum ont été modifiés' },
  },
  es: {
    purpose: 'Cómo se carga la mercancía: completa, consolidada, a granel y otras.',
    label: 'Tipo de carga',
    labelPlural: 'Tipos de carga',
    fields: { minimumCharge: 'Cargo mínimo' },
    actions: { 'update-charge': 'Actualizar el cargo mínimo' },
    actionMessages: { 'update-charge': 'El cargo mínimo ha sido actualizado' },
  },
} satisfies ResourceTextsOf<typeof loadTypesResource>;
