import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The French and Spanish catalogues against the English one (issue 13, docs/i18n.md): every English
// text has a translation that is not empty, that is not the English left as it was (but for true
// cognates, codes, units and brand names, below), that keeps the English text's {{placeholders}} and
// that has every plural form its language needs (`_one`, `_many`, `_other` in French and Spanish:
// without `_many`, i18next shows the English text for 1,000,000). The texts also follow each
// language's typography: in French a non-breaking space before : ; ? ! and inside « »; in Spanish an
// opening ¿ or ¡ for each closing ? or !; the French apostrophe is ’.

const LOCALES = __dirname;
const TRANSLATED = ['fr', 'es'] as const;
type Entry = { file: string; text: string };

/** Every text of a language, by its key path (`file` keeps the file it is written in). */
const catalogueOf = (language: string): Map<string, Entry> => {
  const entries = new Map<string, Entry>();
  const walk = (file: string, node: unknown, prefix: string) => {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const keyPath = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') {
        entries.set(keyPath, { file, text: value });
      } else if (typeof value === 'object' && value !== null) {
        walk(file, value, keyPath);
      } else {
        entries.set(keyPath, { file, text: '' });
      }
    }
  };
  for (const file of readdirSync(path.join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    walk(file, JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')), '');
  }
  return entries;
};

const ENGLISH = catalogueOf('en');
const CATALOGUES = Object.fromEntries(TRANSLATED.map((language) => [language, catalogueOf(language)]));

// Words a French or Spanish text may keep as the English has them: codes and abbreviations of the
// trade, units, brand and product names (every language), then each language's true cognates.
const KEPT_EVERYWHERE = [
  ...['Lanehub', 'ShipIntuit', 'ANwork', 'DataHub', 'IntelliDemand', 'PBASM', 'Excel'],
  ...['EDI', 'SCAC', 'Incoterm', 'Incoterms', 'NVOCC', 'ETA', 'ETD', 'VGM', 'UN', 'LOCODE', 'LTR', 'CSV'],
  ...['OK', 'kg', 'CO2e', 'm', 'C', 'CA', 'QC', 'Dry', 'AR', 'MA', 'p', 'q'],
];
const COGNATES: Record<(typeof TRANSLATED)[number], string[]> = {
  fr: [
    ...['Action', 'Actions', 'Active', 'Alias', 'Avatar', 'Code', 'Codes', 'Configuration', 'Contact'],
    ...['Contacts', 'Description', 'Destination', 'Direct', 'Distance', 'Document', 'Documents', 'Fragile'],
    ...['Global', 'Indirect', 'Instruction', 'Instructions', 'Invitation', 'Logo', 'Maximum', 'Minimum'],
    ...['Mobile', 'Mode', 'Modes', 'Note', 'Notes', 'Notifications', 'Permissions', 'Plans', 'Port', 'Ports'],
    ...['Province', 'Service', 'Services', 'Taxes', 'Terminal', 'Total', 'Transport', 'Type', 'Volume'],
    ...['Voyage', 'Cartons', 'Latitude', 'Longitude', 'Audit'],
  ],
  es: [
    ...['Alias', 'Avatar', 'Cheque', 'Error', 'Factor', 'Fax', 'Global', 'No', 'Normal', 'Plan', 'Roles'],
    ...['Subtotal', 'Terminal', 'Total', 'Tractor', 'tractor'],
  ],
};

// English words that never belong in a French or Spanish sentence: a text that has one is half
// translated ('Cliquez sur Upload', 'Guardar your changes').
const ENGLISH_ONLY = new Set(
  'the your you with please click upload should cannot been failed invalid required loading settings'.split(' '),
);

const wordsOf = (text: string) =>
  text
    .replace(/\{\{[^}]+\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .match(/[\p{L}\d]+/gu)
    ?.filter((word) => !/\d/.test(word)) ?? [];

const placeholdersOf = (text: string) => [...new Set(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort().join(' ');

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(TRANSLATED)('the %s catalogue', (language) => {
  const catalogue = CATALOGUES[language] as Map<string, Entry>;
  const kept = new Set([...KEPT_EVERYWHERE, ...COGNATES[language]]);

  it('has a text for every English text', () => {
    const missing = [...ENGLISH].filter(([key]) => !PLURAL.test(key) && !catalogue.get(key)?.text.trim());
    expect(missing.map(([key, { file, text }]) => `${file} ${key}: "${text}"`)).toEqual([]);
  });

  it('has every plural form of its language where the English text has plural forms', () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const bases = new Set([...ENGLISH.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    const missing = [...bases].flatMap((base) =>
      categories.filter((category) => !catalogue.get(`${base}_${category}`)?.text.trim()).map((c) => `${base}_${c}`),
    );
    expect(missing).toEqual([]);
  });

  it('translates every text, keeping only codes, units, names and true cognates as in English', () => {
    const untranslated = [...ENGLISH].filter(([key, english]) => {
      const text = catalogue.get(key)?.text;
      return text === english.text && wordsOf(text).some((word) => !kept.has(word));
    });
    expect(untranslated.map(([key, { file, text }]) => `${file} ${key}: "${text}"`)).toEqual([]);
  });

  it('leaves no English word in a translated sentence', () => {
    const mixed = [...catalogue].filter(([, { text }]) =>
      wordsOf(text).some((word) => ENGLISH_ONLY.has(word.toLowerCase())),
    );
    expect(mixed.map(([key, { file, text }]) => `${file} ${key}: "${text}"`)).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    const differing = [...catalogue].filter(([key, { text }]) => {
      const english = ENGLISH.get(key) ?? ENGLISH.get(key.replace(PLURAL, '_other'));
      return english !== undefined && placeholdersOf(english.text) !== placeholdersOf(text);
    });
    expect(
      differing.map(([key, { text }]) => `${key}: "${text}" (English: "${ENGLISH.get(key)?.text ?? ''}")`),
    ).toEqual([]);
  });

  it('has no text the English catalogue does not have', () => {
    const extra = [...catalogue.keys()].filter(
      (key) => !ENGLISH.has(key) && !(PLURAL.test(key) && ENGLISH.has(key.replace(PLURAL, '_other'))),
    );
    expect(extra).toEqual([]);
  });
});

describe('typography', () => {
  // A placeholder, a route ('/orders/:id'), a time ('14:30') or a URL is not punctuation.
  const sentenceOf = (text: string) =>
    text
      .replace(/\{\{[^}]+\}\}/g, 'x')
      .replace(/\S*\/\S*/g, 'x')
      .replace(/\d:\d/g, 'x');

  it('puts a non-breaking space before : ; ? ! and inside « » in French', () => {
    const wrong = [...(CATALOGUES.fr as Map<string, Entry>)].filter(([, { text }]) => {
      const sentence = sentenceOf(text);
      return /[^\u00a0\u202f][:;?!»]|«[^\u00a0\u202f]/u.test(sentence.replace(/[:;?!]{2,}/g, ''));
    });
    expect(wrong.map(([key, { file, text }]) => `${file} ${key}: "${text}"`)).toEqual([]);
  });

  it("writes the French apostrophe as ’ (a straight quote stays only as the feet mark: 53')", () => {
    const wrong = [...(CATALOGUES.fr as Map<string, Entry>)].filter(([, { text }]) => /\p{L}'\p{L}/u.test(text));
    expect(wrong.map(([key, { file, text }]) => `${file} ${key}: "${text}"`)).toEqual([]);
  });

  it('opens each Spanish question and exclamation with ¿ and ¡', () => {
    const wrong = [...(CATALOGUES.es as Map<string, Entry>)].filter(([, { text }]) => {
      const sentence = sentenceOf(text);
      const count = (pattern: RegExp) => sentence.match(pattern)?.length ?? 0;
      return count(/\?/g) !== count(/¿/g) || count(/!/g) !== count(/¡/g);
    });
    expect(wrong.map(([key, { file, text }]) => `${file} ${key}: "${text}"`)).toEqual([]);
  });
});
