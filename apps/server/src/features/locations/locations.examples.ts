import { csvLine, LOCATION_CSV_COLUMNS, LOCATION_TEMPLATE_FILE, type TLocationInput } from '@lanehub/shared';

// The routes' example bodies (EXAMPLE_IMPORT: the import assistant's example file for `locations`): they document the API and the generated cross-tenant test sends them.

export const EXAMPLE_LOCATION: TLocationInput = {
  name: 'Port of Montreal',
  type: 'port',
  code: 'CAMTR',
  locationType: 'Container terminal',
  address: '2100 Avenue Pierre-Dupuy',
  city: 'Montreal',
  state: 'QC',
  country: 'CA',
  postCode: 'H3C 3R5',
  contact: { firstName: 'Marie', lastName: 'Tremblay', email: 'marie.tremblay@example.com', phone: '+1 514 555 0100' },
};

export const EXAMPLE_IMPORT = {
  fileName: LOCATION_TEMPLATE_FILE,
  content: [
    LOCATION_CSV_COLUMNS.join(','),
    csvLine([
      'Port of Halifax',
      '1215 Marginal Road',
      'B3H 4P8',
      'CAHAL',
      'Halifax',
      'CA',
      'NS',
      'port',
      '44.6476',
      '-63.5728',
    ]),
    csvLine([
      'Toronto Intermodal Yard',
      '65 Northline Road',
      'M4B 3E2',
      'TIY-1',
      'Toronto',
      'CA',
      'ON',
      'rail-yard',
      '',
      '',
    ]),
    '',
  ].join('\n'),
};
