import { z } from 'zod';
import { MSG } from '../constants/messages';
import { TEMPERATURE_CLASSES } from '../constants/temperature';
import { crudMessages, defineResource, enumField } from './define-resource';
import { referenceListFields as f, referenceListShape, referenceListTextKey } from './reference-list';

const celsius = () =>
  z.coerce
    .number({ error: MSG.number })
    .int({ error: MSG.wholeNumber })
    .min(-80, { error: MSG.atLeast(-80) })
    .max(80, { error: MSG.atMost(80) })
    .nullable()
    .optional();

// Temperature types (spec 02 §7.14): the company's temperature settings for reefer loads, each in a
// temperature class with its range in degrees Celsius.
export const temperatureTypesResource = defineResource({
  name: 'temperature-types',
  apiPath: '/lanehub-core/temperature-types',
  webPath: '/company/temperature-types',
  textKey: referenceListTextKey('temperature-types'),
  label: 'Temperature Type',
  labelPlural: 'Temperature Types',
  permission: { read: 'company.view', write: 'company.edit' },
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
  searchable: ['code', 'name', 'description'],
  filters: ['temperatureClass', 'active'],
  defaultSort: { field: 'code', order: 'asc' },
  example: { code: 'FRZ', name: 'Frozen', temperatureClass: 'frozen', minCelsius: -25, maxCelsius: -18, active: true },
  demo: [
    { code: 'FRZ', name: 'Frozen', temperatureClass: 'frozen', minCelsius: -25, maxCelsius: -18 },
    { code: 'CHL', name: 'Chilled', temperatureClass: 'chilled', minCelsius: 2, maxCelsius: 8 },
    { code: 'AMB', name: 'Ambient', temperatureClass: 'ambient', minCelsius: 15, maxCelsius: 25 },
  ],
  messages: crudMessages('Temperature Type'),
});
