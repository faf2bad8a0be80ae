import { describe, expect, it } from 'vitest';
import { convertMeasure, inBothSystems } from './po-units';

describe('convertMeasure', () => {
  it('converts weights with the exact pound and lengths with the exact foot', () => {
    expect(convertMeasure('weight', 10, 'metric', 'imperial')).toBe(22.046);
    expect(convertMeasure('weight', 100, 'imperial', 'metric')).toBe(45.359);
    expect(convertMeasure('length', 1, 'metric', 'imperial')).toBe(3.281);
    expect(convertMeasure('length', 10, 'imperial', 'metric')).toBe(3.048);
    expect(convertMeasure('length', 2.5, 'metric', 'metric')).toBe(2.5);
  });
});

describe('inBothSystems', () => {
  it('fills the imperial side from the metric one and the reverse', () => {
    expect(inBothSystems({ weightInKg: 1, lengthInFT: 10 })).toEqual({
      weightInKg: 1,
      weightInLb: 2.205,
      lengthInMT: 3.048,
      lengthInFT: 10,
    });
  });
  it('keeps the metric value when both sides disagree, and clears an empty pair', () => {
    expect(inBothSystems({ heightInMT: 2, heightInFT: 99, girthInMT: null })).toEqual({
      heightInMT: 2,
      heightInFT: 6.562,
      girthInMT: null,
      girthInFT: null,
    });
  });
});
