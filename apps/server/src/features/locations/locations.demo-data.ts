import type { TLocationInput } from '@lanehub/shared';

// Real places for the demo companies (seeded once with the rest of the demo set by locations.demo.ts,
// checked by the same rules as the API: ports and terminals carry their UN/LOCODE). Data only, so the
// browser journeys' tenant fixture (e2e/tests/tenant.ts) gives its companies the same places.
export const DEMO_LOCATIONS: Record<string, TLocationInput[]> = {
  'Maple Leaf Home Goods Ltd.': [
    {
      name: 'Port of Montreal',
      type: 'port',
      code: 'CAMTR',
      address: '2100 Avenue Pierre-Dupuy',
      city: 'Montreal',
      state: 'QC',
      country: 'CA',
      postCode: 'H3C 3R5',
    },
    {
      name: 'Port of Halifax',
      type: 'port',
      code: 'CAHAL',
      address: '1215 Marginal Road',
      city: 'Halifax',
      state: 'NS',
      country: 'CA',
      postCode: 'B3H 4P8',
    },
    {
      name: 'Port of Vancouver',
      type: 'port',
      code: 'CAVAN',
      address: '100 The Pointe, 999 Canada Place',
      city: 'Vancouver',
      state: 'BC',
      country: 'CA',
      postCode: 'V6C 3T4',
    },
    {
      name: 'Brampton Distribution Centre',
      type: 'dc',
      code: 'MLH-DC1',
      address: '8 Tilbury Court',
      city: 'Brampton',
      state: 'ON',
      country: 'CA',
      postCode: 'L6T 3T4',
      contact: { firstName: 'Priya', lastName: 'Sharma', email: 'dc.brampton@lanehub.demo', phone: '+1 905 555 0142' },
    },
    {
      name: 'Toronto Head Office',
      type: 'office',
      address: '200 Bay Street',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
      postCode: 'M5J 2J2',
    },
  ],
  'North Atlantic Container Line S.A.': [
    {
      name: 'Montreal Maisonneuve Terminal',
      type: 'terminal',
      code: 'CAMTR',
      locationType: 'Container terminal',
      address: '4900 Rue Notre-Dame Est',
      city: 'Montreal',
      state: 'QC',
      country: 'CA',
      postCode: 'H1V 2B4',
    },
    {
      name: 'Halifax South End Container Terminal',
      type: 'terminal',
      code: 'CAHAL',
      locationType: 'Container terminal',
      address: '1215 Marginal Road',
      city: 'Halifax',
      state: 'NS',
      country: 'CA',
      postCode: 'B3H 4P8',
    },
    { name: 'Port of Antwerp-Bruges', type: 'port', code: 'BEANR', city: 'Antwerp', state: 'VAN', country: 'BE' },
    { name: 'Port of Rotterdam', type: 'port', code: 'NLRTM', city: 'Rotterdam', state: 'ZH', country: 'NL' },
  ],
  'Great Lakes Trucking Co.': [
    {
      name: 'Toronto North Yard',
      type: 'yard',
      code: 'GLT-Y1',
      address: '1 Steeles Avenue West',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
      postCode: 'M2M 3Y3',
    },
    {
      name: 'Brampton Intermodal Terminal',
      type: 'rail-terminal',
      code: 'BIT',
      address: '6655 Airport Road',
      city: 'Mississauga',
      state: 'ON',
      country: 'CA',
      postCode: 'L4V 1E5',
    },
    {
      name: 'MacMillan Rail Yard',
      type: 'rail-yard',
      code: 'MAC',
      address: '1 Administration Road',
      city: 'Vaughan',
      state: 'ON',
      country: 'CA',
      postCode: 'L4K 1B9',
    },
  ],
};

/**
 * Coordinates (WGS 84) of demo locations, by company and name: set on the seeded rows so the AI routing
 * (issue 18) has places to route; the UN/LOCODE list has none for these Canadian codes.
 */
export const DEMO_COORDINATES: Record<string, Record<string, { latitude: number; longitude: number }>> = {
  'Maple Leaf Home Goods Ltd.': {
    'Port of Montreal': { latitude: 45.5017, longitude: -73.5461 },
    'Port of Halifax': { latitude: 44.6364, longitude: -63.5669 },
    'Port of Vancouver': { latitude: 49.2888, longitude: -123.1111 },
    'Brampton Distribution Centre': { latitude: 43.7315, longitude: -79.7624 },
    'Toronto Head Office': { latitude: 43.6453, longitude: -79.3806 },
  },
};
