import { z } from 'zod';
import { MSG } from '../constants/messages';
import { TEMPERATURE_CLASSES } from '../constants/temperature';
import { enumField, type ResourceTextsOf } from './define-resource';
import { defineReferenceList, referenceListFields as f, referenceListShape } from './reference-list';

const celsius = () =>
  z.coerce
    .number({ error: MSG.number })
    .int({ error: MSG.wholeNumber })
    .min(-80, { error: MSG.atLeast(-80) })
    .max(80, { error: MSG.atMost(80) })
    .nullable()
    .optional();

// Temperature types (spec 02 §7.14): the company's temperature settings for reefer loads, each in a
// temperature class with its range in degrees Celsius. Its rule (the maximum not below the minimum) is
// features/reference-lists/reference-lists.rules.ts on the server.
export const temperatureTypesResource = defineReferenceList({
  name: 'temperature-types',
  label: 'Temperature Type',
  labelPlural: 'Temperature Types',
  schema: z.object({
    ...referenceListShape,
    temperatureClass: enumField(TEMPERATURE_CLASSES),
    minCelsius: celsius(),
    maxCelsius: celsius(),
  }),
  fields: [
    f.code,
    f.name,
    { name: 'temperatureClass', input: 'enum', values: TEMPERATURE_CLASSES },
    { name: 'minCelsius', input: 'number' },
    { name: 'maxCelsius', input: 'number' },
    f.description,
    f.active,
  ],
  columns: ['code', 'name', 'temperatureClass', 'minCelsius', 'maxCelsius', 'active', 'updatedAt'],
  sortable: ['code', 'name', 'temperatureClass', 'updatedAt'],
  filters: ['temperatureClass', 'active'],
  example: { code: 'FRZ', name: 'Frozen', temperatureClass: 'frozen', minCelsius: -25, maxCelsius: -18, active: true },
  demo: [
    { code: 'FRZ', name: 'Frozen', temperatureClass: 'frozen', minCelsius: -25, maxCelsius: -18 },
    { code: 'CHL', name: 'Chilled', temperatureClass: 'chilled', minCelsius: 2, maxCelsius: 8 },
    { code: 'AMB', name: 'Ambient', temperatureClass: 'ambient', minCelsius: 15, maxCelsius: 25 },
  ],
});

export const temperatureTypesTexts = {
  en: {
    purpose: 'The temperature ranges freight can be kept in.',
    label: 'Temperature Type',
    labelPlural: 'Temperature Types',
    fields: { temperatureClass: 'Temperature class', minCelsius: 'Minimum (°C)', maxCelsius: 'Maximum (°C)' },
    options: { temperatureClass: { frozen: 'Frozen', chilled: 'Chilled', ambient: 'Ambient', heated: 'Heated' } },
  },
  fr: {
    purpose: 'Les plages de température où la marchandise peut être gardée.',
    label: 'Type de température',
    labelPlural: 'Types de température',
    fields: { temperatureClass: 'Classe de température', minCelsius: 'Minimum (°C)', maxCelsius: 'Maximum (°C)' },
    options: { temperatureClass: { frozen: 'Surgelé', chilled: 'Réfrigéré', ambient: 'Ambiant', heated: 'Chauffé' } },
  },
  es: {
    purpose: 'Los rangos de temperatura en que se puede conservar la mercancía.',
    label: 'Tipo de temperatura',
    labelPlural: 'Tipos de temperatura',
    fields: { temperatureClass: 'Clase de temperatura', minCelsius: 'Mínimo (°C)', maxCelsius: 'Máximo (°C)' },
    options: {
      temperatureClass: { frozen: 'Congelado', chilled: 'Refrigerado', ambient: 'Ambiente', heated: 'Calefactado' },
    },
  },
} satisfies ResourceTextsOf<typeof temperatureTypesResource>;
