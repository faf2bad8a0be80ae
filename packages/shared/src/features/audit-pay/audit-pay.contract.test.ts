import { describe, expect, it } from 'vitest';
import { classify, expectedAmount } from './audit-pay.contract';

// Tolerance edges: the allowed difference is the larger of the amount and the percent of the contract
// amount, and a difference equal to it is still within tolerance.
describe('classify', () => {
  const tolerances = { toleranceAmount: '5', tolerancePercent: '2' };

  it('matches an exact amount and a difference exactly at the amount tolerance', () => {
    expect(classify('100.00', '100.0000', tolerances)).toEqual({
      result: 'match',
      difference: '0.0000',
      withinTolerance: true,
    });
    expect(classify('105.00', '100', tolerances).result).toBe('match');
    expect(classify('95.00', '100', tolerances).result).toBe('match');
  });

  it('is over or under one hundredth of a cent past the tolerance', () => {
    expect(classify('105.0001', '100', tolerances)).toEqual({
      result: 'over',
      difference: '5.0001',
      withinTolerance: false,
    });
    expect(classify('94.9999', '100', tolerances)).toEqual({
      result: 'under',
      difference: '-5.0001',
      withinTolerance: false,
    });
  });

  it('uses the percent when it allows more than the amount (2 % of 1,850 is 37)', () => {
    expect(classify('1887.00', '1850', tolerances).result).toBe('match');
    expect(classify('1887.01', '1850', tolerances).result).toBe('over');
    expect(classify('1812.99', '1850', tolerances).result).toBe('under');
  });

  it('has no rate when the contract has no charge for the line, whatever the amount', () => {
    expect(classify('10', null, tolerances)).toEqual({ result: 'no_rate', difference: null, withinTolerance: false });
  });

  it('a zero tolerance only matches the exact amount', () => {
    const zero = { toleranceAmount: '0', tolerancePercent: '0' };
    expect(classify('277.50', '277.5', zero).result).toBe('match');
    expect(classify('277.51', '277.5', zero).result).toBe('over');
  });

  it('the contract amount is the charge × quantity rounded half-up to the cent', () => {
    expect(expectedAmount('277.50', '1')).toBe('277.5000');
    expect(expectedAmount('10.125', '1')).toBe('10.1300');
    expect(expectedAmount('33.3333', '3')).toBe('100.0000');
  });
});
