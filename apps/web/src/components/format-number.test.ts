import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, formatWeight, normalizeUnit, pluralizeUnit } from './format-number';

describe('normalizeUnit', () => {
  it('converts lbs to lb and kgs to kg, any case, and keeps other units', () => {
    expect(normalizeUnit('lbs')).toBe('lb');
    expect(normalizeUnit('KGS')).toBe('kg');
    expect(normalizeUnit(' kg ')).toBe('kg');
    expect(normalizeUnit('Pallet')).toBe('Pallet');
    expect(normalizeUnit(undefined)).toBe('');
  });
});

describe('formatQuantity', () => {
  it('adds thousands separators and a plural unit over 1', () => {
    expect(formatQuantity(1200, 'pallet')).toBe('1,200 pallets');
    expect(formatQuantity(1234567, 'Carton')).toBe('1,234,567 Cartons');
    expect(formatQuantity(1.5, 'Drum')).toBe('1.5 Drums');
    expect(formatQuantity(2, 'Box')).toBe('2 Boxes');
  });

  it('keeps the singular at 1 or less', () => {
    expect(formatQuantity(1, 'pallet')).toBe('1 pallet');
    expect(formatQuantity(0, 'pallet')).toBe('0 pallet');
  });

  it('accepts numeric strings and shows nothing for missing or invalid values', () => {
    expect(formatQuantity('3000', 'Bag')).toBe('3,000 Bags');
    expect(formatQuantity(5000, '')).toBe('5,000');
    expect(formatQuantity(null, 'Bag')).toBe('');
    expect(formatQuantity('abc', 'Bag')).toBe('');
  });

  it('pluralizes words ending in s, x, ch, sh with es', () => {
    expect(pluralizeUnit('Box')).toBe('Boxes');
    expect(pluralizeUnit('Roll')).toBe('Rolls');
  });
});

describe('formatWeight', () => {
  it('normalises the unit and separates thousands', () => {
    expect(formatWeight(2500, 'lbs')).toBe('2,500 lb');
    expect(formatWeight(1200.25, 'kgs')).toBe('1,200.25 kg');
    expect(formatWeight(1, 'kg')).toBe('1 kg');
  });

  it('defaults to lb when the unit is empty', () => {
    expect(formatWeight(10000, '')).toBe('10,000 lb');
    expect(formatWeight(3, null)).toBe('3 lb');
  });
});

describe('formatMoney', () => {
  it('shows two decimals, separators and CAD by default', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50 CAD');
    expect(formatMoney(0)).toBe('0.00 CAD');
    expect(formatMoney(99.999)).toBe('100.00 CAD');
    expect(formatMoney('2500', 'USD')).toBe('2,500.00 USD');
    expect(formatMoney(-15)).toBe('-15.00 CAD');
    expect(formatMoney(undefined)).toBe('');
  });
});
