import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { referenceOf, refersTo } from './reference';

describe('refersTo / referenceOf', () => {
  it('finds the table through optional, nullable and default wrappers', () => {
    expect(referenceOf(refersTo(z.uuid(), 'locations').nullable().optional())).toEqual({ table: 'locations' });
    expect(referenceOf(refersTo(z.uuid(), 'equipment_types').nullable().default(null))).toEqual({
      table: 'equipment_types',
    });
  });

  it('says nothing of an unmarked id', () => {
    expect(referenceOf(z.uuid().nullable())).toBeUndefined();
  });
});
