import { defineMessages, withParams } from '../constants/message-registry';

// Messages of the order rules (issue 14), each naming the rule that was broken (DOMAIN.md §8).
export const ORDERS_MSG = defineMessages('orders.messages', {
  eventCode: withParams('{{code}} is not a DCSA {{type}} event code', (code: string, type: string) => ({ code, type })),
  eventTime: 'Must be a date and time with its offset, e.g. 2026-03-02T14:30:00-05:00',
  transportMode: 'The transport mode is VESSEL, BARGE, RAIL, TRUCK or AIRCRAFT',
  moveType: withParams('{{moveType}} is not a move type of this mode', (moveType: string) => ({ moveType })),
  incoterm: 'Must be an Incoterms 2020 rule: EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR or CIF',
  incotermSeaOnly: withParams(
    '{{code}} is for sea and inland waterway transport only; use FCA, CPT or CIP instead',
    (code: string) => ({ code }),
  ),
  unNumber: 'A UN number is UN and 4 digits, e.g. UN1203',
  unNumberUnknown: withParams('{{code}} is not in the dangerous goods list', (code: string) => ({ code })),
  hazardClass:
    'Must be a dangerous goods class or division: 1.1 to 1.6, 2.1 to 2.3, 3, 4.1 to 4.3, 5.1, 5.2, 6.1, 6.2, 7, 8 or 9',
  packingGroup: 'The packing group is I, II or III',
  weightUnit: 'The weight unit is kg or lb',
  volumeUnit: 'The volume unit is CBM or CFT',
  moreThanZero: 'Must be more than 0',
  latitude: 'A latitude is between -90 and 90',
  longitude: 'A longitude is between -180 and 180',
  carbonDistance: 'Give the distance or the coordinates of both ends',
  carbonIntegrated: 'An integrated order is calculated leg by leg',
});
