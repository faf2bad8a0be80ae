import { addressFieldsFor, isMoveTypeOf, isOrderMode, type TOrderMode } from '@lanehub/shared/orders/order-model';
import type { EndValues, OrderEntryValues } from './order-entry-values';

// What /orders/start and /orders/destination (spec 01 §2.3) hand on to the order entry wizard, carried in
// the address (so a reload or a shared link keeps it): the mode, move type, shipping type and carrier of
// the start screen, then each end's country, port and (where the address rule allows it) address.

export type StartChoice = {
  mode: TOrderMode;
  moveType: string;
  shippingType: string;
  carrierCompanyId: string | null;
};

export type EndChoice = Pick<EndValues, 'country' | 'locode' | 'address' | 'city' | 'state' | 'postCode'>;
const END_KEYS = ['country', 'locode', 'address', 'city', 'state', 'postCode'] as const;

export const startToSearch = (start: StartChoice): URLSearchParams => {
  const params = new URLSearchParams({ mode: start.mode, moveType: start.moveType });
  if (start.shippingType) {
    params.set('shippingType', start.shippingType);
  }
  if (start.carrierCompanyId) {
    params.set('carrier', start.carrierCompanyId);
  }
  return params;
};

/** The start screen's choice from the address, or null when the mode or its move type is missing. */
export const startFromSearch = (params: URLSearchParams): StartChoice | null => {
  const mode = params.get('mode') ?? '';
  const moveType = params.get('moveType') ?? '';
  if (!isOrderMode(mode) || !isMoveTypeOf(mode, moveType)) {
    return null;
  }
  return {
    mode,
    moveType,
    shippingType: params.get('shippingType') ?? '',
    carrierCompanyId: params.get('carrier') || null,
  };
};

export const routeToSearch = (start: StartChoice, origin: EndChoice, destination: EndChoice): URLSearchParams => {
  const params = startToSearch(start);
  const allowed = addressFieldsFor(start.moveType);
  for (const [end, values, withAddress] of [
    ['origin', origin, allowed.origin],
    ['destination', destination, allowed.destination],
  ] as const) {
    for (const key of END_KEYS) {
      const isAddress = key !== 'country' && key !== 'locode';
      const value = values[key].trim();
      if (value && (withAddress || !isAddress)) {
        params.set(`${end}.${key}`, value);
      }
    }
  }
  return params;
};

/** The order entry's first values with what the start and destination screens chose. */
export const entryWithPrefill = (base: OrderEntryValues, params: URLSearchParams): OrderEntryValues => {
  const start = startFromSearch(params);
  if (!start) {
    return base;
  }
  const end = (name: 'origin' | 'destination'): EndValues => ({
    ...base[name],
    ...Object.fromEntries(
      END_KEYS.flatMap((key) => (params.get(`${name}.${key}`) ? [[key, params.get(`${name}.${key}`)]] : [])),
    ),
  });
  return {
    ...base,
    mode: start.mode,
    moveType: start.moveType,
    shippingType: start.shippingType,
    carrierCompanyId: start.carrierCompanyId,
    origin: end('origin'),
    destination: end('destination'),
  };
};
