import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, fromUnits, invoiceTotals, lineAmount, percentOf, sumAmounts, toUnits } from './invoices.money';

const decimal = (places: number, max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 10 ** places - 1 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(places, '0')}`);

describe('invoice money', () => {
  it('rounds half-up to the cent once, where a figure is printed', () => {
    expect(lineAmount('2', '37.255')).toBe('74.5100');
    expect(lineAmount('3', '0.3333')).toBe('1.0000');
    expect(percentOf('2127.50', '13')).toBe('276.5800');
    expect(percentOf('100', '9.975')).toBe('9.9800');
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(fromUnits(toUnits('-0.5'))).toBe('-0.5000');
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const bad of ['1e3', '0x10', 'NaN', '1.23456', '']) {
      expect(() => toUnits(bad)).toThrow();
    }
  });

  it('makes the total the sum of the lines plus the taxes on their subtotal (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: decimal(3, 1000), unitRate: decimal(4, 100_000) }), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.subarray([
          { code: 'GST', rate: '5' },
          { code: 'QST', rate: '9.975' },
        ]),
        (lines, taxes) => {
          const totals = invoiceTotals(lines, taxes);
          expect(totals.subtotal).toBe(sumAmounts(totals.lines.map((l) => l.amount)));
          expect(totals.total).toBe(sumAmounts([totals.subtotal, ...totals.taxes.map((t) => t.amount)]));
          // Every printed figure is whole cents, and a line is within half a cent of quantity × rate.
          for (const [i, line] of totals.lines.entries()) {
            expect(toUnits(line.amount) % 100n).toBe(0n);
            const exact = toUnits(lines[i]?.quantity ?? '0') * toUnits(lines[i]?.unitRate ?? '0');
            const diff = toUnits(line.amount) * 10_000n - exact;
            expect(diff <= 50n * 10_000n && diff >= -50n * 10_000n).toBe(true);
          }
        },
      ),
    );
  });
});
