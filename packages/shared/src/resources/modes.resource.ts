import { z } from 'zod';
import { SHIPPING_MODE_NAMES } from '../constants/modes';
import { enumField, type ResourceTextsOf } from './define-resource';
import { defineReferenceList, referenceListFields as f, referenceListShape } from './reference-list';

// Modes (spec 02 §7.14): the company's transport modes as it names them, each within one of the
// platform's shipping modes (spec 01 §2.2). Mode moves refer to them.
export const modesResource = defineReferenceList({
  name: 'modes',
  label: 'Mode',
  labelPlural: 'Modes',
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
  example: { code: 'RAIL-IM', name: 'Rail intermodal', shippingMode: 'rail', active: true },
  demo: [
    { code: 'ROAD', name: 'Road', shippingMode: 'road' },
    { code: 'RAIL', name: 'Rail intermodal', shippingMode: 'rail' },
    { code: 'OCEAN', name: 'Ocean', shippingMode: 'ocean' },
    { code: 'DRAY', name: 'Drayage', shippingMode: 'drayage_chassis' },
  ],
});

export const modesTexts = {
  en: {
    purpose: 'The modes of transport your company works in.',
    label: 'Mode',
    labelPlural: 'Modes',
    fields: { shippingMode: 'Shipping mode' },
    options: {
      shippingMode: {
        integrated_shipping: 'Integrated Shipping',
        ports: 'Ports',
        ocean: 'Ocean',
        rail: 'Rail',
        road: 'Road',
        drayage_chassis: 'Drayage Chassis',
      },
    },
    actions: { activate: 'Activate', deactivate: 'Deactivate' },
    actionMessages: { activate: 'Mode has been activated', deactivate: 'Mode has been deactivated' },
  },
  fr: {
    purpose: 'Les modes de transport de votre entreprise.',
    label: 'Mode',
    labelPlural: 'Modes',
    fields: { shippingMode: 'Mode d’expédition' },
    options: {
      shippingMode: {
        integrated_shipping: 'Expédition intégrée',
        ports: 'Ports',
        ocean: 'Maritime',
        rail: 'Ferroviaire',
        road: 'Routier',
        drayage_chassis: 'Châssis de camionnage',
      },
    },
    actions: { activate: 'Activer', deactivate: 'Désactiver' },
    actionMessages: { activate: 'Le mode a été activé', deactivate: 'Le mode a été désactivé' },
  },
  es: {
    purpose: 'Los modos de transporte de su empresa.',
    label: 'Modo',
    labelPlural: 'Modos',
    fields: { shippingMode: 'Modo de envío' },
    options: {
      shippingMode: {
        integrated_shipping: 'Envío integrado',
        ports: 'Puertos',
        ocean: 'Marítimo',
        rail: 'Ferroviario',
        road: 'Carretera',
        drayage_chassis: 'Chasis de acarreo',
      },
    },
    actions: { activate: 'Activar', deactivate: 'Desactivar' },
    actionMessages: { activate: 'El modo ha sido activado', deactivate: 'El modo ha sido desactivado' },
  },
} satisfies ResourceTextsOf<typeof modesResource>;
