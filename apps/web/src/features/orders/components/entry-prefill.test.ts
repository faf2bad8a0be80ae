import { describe, expect, it } from 'vitest';
import { entryWithPrefill, routeToSearch, startFromSearch, startToSearch } from './entry-prefill';
import { emptyEntry } from './order-entry-values';

const end = (country: string, locode: string, address = '') => ({
  country,
  locode,
  address,
  city: address ? 'Hamburg' : '',
  state: '',
  postCode: '',
});

describe('order entry prefill from /orders/start and /orders/destination', () => {
  it('carries the start choice through the address and refuses a move type of another mode', () => {
    const start = { mode: 'ocean' as const, moveType: 'Door-to-Port', shippingType: 'FCL', carrierCompanyId: 'c-1' };
    expect(startFromSearch(startToSearch(start))).toEqual(start);
    expect(startFromSearch(new URLSearchParams('mode=road&moveType=Door-to-Door'))).toEqual(
      expect.objectContaining({ mode: 'road' }),
    );
    // Road moves door to door only (spec 02 §9).
    expect(startFromSearch(new URLSearchParams('mode=road&moveType=Door-to-Port'))).toBeNull();
    expect(startFromSearch(new URLSearchParams('mode=boat&moveType=Door-to-Port'))).toBeNull();
  });

  it('keeps only the addresses the move type allows and fills the wizard with them', () => {
    const start = { mode: 'ocean' as const, moveType: 'Door-to-Port', shippingType: '', carrierCompanyId: null };
    const params = routeToSearch(start, end('DE', 'DEHAM', 'Am Sandtorkai 1'), end('US', 'USNYC', '1 Liberty St'));
    expect(params.get('origin.address')).toBe('Am Sandtorkai 1');
    // Door-to-Port delivers at the port: no destination address.
    expect(params.get('destination.address')).toBeNull();
    const values = entryWithPrefill(emptyEntry('road'), params);
    expect(values).toMatchObject({
      mode: 'ocean',
      moveType: 'Door-to-Port',
      carrierCompanyId: null,
      origin: { country: 'DE', locode: 'DEHAM', address: 'Am Sandtorkai 1', city: 'Hamburg' },
      destination: { country: 'US', locode: 'USNYC', address: '' },
    });
    // Without a start choice the wizard starts empty.
    expect(entryWithPrefill(emptyEntry('ocean'), new URLSearchParams('origin.locode=DEHAM'))).toEqual(
      emptyEntry('ocean'),
    );
  });
});
