import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Placeholders of narrow inputs (a state select beside its country, a list's search box) are read in
// full (issue 13 §11: 'Choose a country f', 'Company, name or emai' were cut off).
const NARROW = [
  ['locations.json', ['locations', 'chooseCountry']],
  ['vendor-sourcing.json', [null, 'chooseCountry']],
  ['requested-companies.json', [null, 'searchPlaceholder']],
] as const;
const MAX = 20;

describe('narrow placeholders', () => {
  for (const language of ['en', 'fr', 'es']) {
    it(`fit in ${language}`, () => {
      for (const [file, keys] of NARROW) {
        const catalogue = JSON.parse(readFileSync(path.join(__dirname, '../locales', language, file), 'utf8'));
        let value: unknown = catalogue;
        for (const key of keys) {
          const record = value as Record<string, unknown>;
          value = record[key ?? (Object.keys(record)[0] as string)];
        }
        expect(typeof value, `${language}/${file}`).toBe('string');
        expect((value as string).length, `${language}/${file}: ${value}`).toBeLessThanOrEqual(MAX);
      }
    });
  }
});
