import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkContainerNumber,
  containerNumberField,
  iso6346CheckDigit,
  isValidContainerNumber,
  normalizeContainerNumber,
  withCheckDigit,
} from './iso6346';

// Real container numbers, each from a public source:
// CSQU3054383 the worked example of ISO 6346 (and of BIC's check-digit calculator);
// APZU4812090 the equipment reference example of the DCSA eBL 3.0.2 data dictionary
//   (shared/data/dcsa-reference-data); TCNU6849731 the N7 equipment of an X12 204 load tender
//   (shared/data/edi-samples/x12/204_apimeister-x12-types_1.x12, equipment initial TCNU, number 6849731).
const VALID = ['CSQU3054383', 'APZU4812090', 'TCNU6849731'];

describe('ISO 6346 container numbers', () => {
  it('accepts real container numbers', () => {
    for (const number of VALID) {
      expect(checkContainerNumber(number), number).toBeNull();
      expect(iso6346CheckDigit(number.slice(0, 10))).toBe(Number(number.charAt(10)));
    }
  });

  it('computes letter values skipping multiples of 11 and a remainder of 10 as 0', () => {
    // Letters A=10, B=12 (11 skipped), K=21, L=23 (22 skipped), U=32, V=34 (33 skipped).
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
    expect(withCheckDigit('MSKU913109')).toBe('MSKU9131096');
    // AAAU000009: 10+20+40+32*8 + 9*512 = 4934, 4934 mod 11 = 6.
    expect(iso6346CheckDigit('AAAU000009')).toBe(6);
    // A sum whose remainder is 10 gives the check digit 0 (ISO 6346 advises owners to skip such serials).
    const values: Record<string, number> = { A: 10, B: 12, C: 13, U: 32 };
    const remainder = (prefix: string) =>
      [...prefix].reduce((sum, c, i) => sum + (values[c] ?? Number(c)) * 2 ** i, 0) % 11;
    let serial = 0;
    while (remainder(`ABCU${String(serial).padStart(6, '0')}`) !== 10) {
      serial++;
    }
    expect(iso6346CheckDigit(`ABCU${String(serial).padStart(6, '0')}`)).toBe(0);
  });

  it('rejects a wrong check digit with a message that gives the right one', () => {
    // MSCU1234565 is often quoted as an example; its check digit is 6.
    expect(checkContainerNumber('MSCU1234565')).toEqual({
      code: 'checkDigit',
      message: 'The check digit of MSCU123456 should be 6',
      params: { prefix: 'MSCU123456', digit: 6 },
    });
    // Printed in the X12 315 sample of shared/data, with a check digit that does not compute.
    expect(checkContainerNumber('GMCU6094137')?.message).toBe('The check digit of GMCU609413 should be 5');
    expect(checkContainerNumber('CSQU3054384')?.message).toBe('The check digit of CSQU305438 should be 3');
  });

  it('normalises case, spaces and dashes as typed or printed', () => {
    expect(normalizeContainerNumber(' csqu 305438-3 ')).toBe('CSQU3054383');
    expect(normalizeContainerNumber('CSQU 305438 3')).toBe('CSQU3054383');
    expect(isValidContainerNumber('csqu 305438-3')).toBe(true);
    expect(containerNumberField().parse('apzu 481209 0')).toBe('APZU4812090');
  });

  it('names the first problem: required, category, missing check digit, format', () => {
    expect(checkContainerNumber('  ')?.message).toBe('This field is required');
    expect(checkContainerNumber('CSQX3054383')?.message).toBe(
      'The fourth letter of a container number must be U, J or Z',
    );
    expect(checkContainerNumber('CSQU305438')?.message).toBe(
      'The check digit of CSQU305438 is missing: it should be 3',
    );
    for (const text of ['CSQ3054383', 'CSQU30543833', 'C5QU3054383', 'CSQU3O54383']) {
      expect(checkContainerNumber(text)?.message, text).toBe(
        'A container number is 4 letters and 7 digits, e.g. CSQU3054383',
      );
    }
  });

  it('accepts the J and Z categories', () => {
    expect(isValidContainerNumber(withCheckDigit('ABCJ123456'))).toBe(true);
    expect(isValidContainerNumber(withCheckDigit('ABCZ123456'))).toBe(true);
  });

  it('the field reports the message of the first problem', () => {
    const result = containerNumberField().safeParse('MSCU1234565');
    expect(result.error?.issues[0]?.message).toBe('The check digit of MSCU123456 should be 6');
  });

  it('accepts every computed number and refuses every other digit (property)', () => {
    const prefix = fc
      .tuple(
        fc.stringMatching(/^[A-Z]{3}$/),
        fc.constantFrom('U', 'J', 'Z'),
        fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
      )
      .map(([owner, category, serial]) => `${owner}${category}${serial}`);
    fc.assert(
      fc.property(prefix, fc.integer({ min: 0, max: 9 }), (p, other) => {
        const digit = iso6346CheckDigit(p);
        expect(checkContainerNumber(`${p}${digit}`)).toBeNull();
        if (other !== digit) {
          expect(checkContainerNumber(`${p}${other}`)?.message).toBe(`The check digit of ${p} should be ${digit}`);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('throws for a prefix it cannot compute', () => {
    expect(() => iso6346CheckDigit('CSQU30543')).toThrow(RangeError);
  });
});
