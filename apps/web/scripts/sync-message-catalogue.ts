// Writes the English message catalogue from the shared message objects (issue 12 §5):
// `npm run messages:sync -w @lanehub/web`. Each message's code is its key in the catalogue and its
// template is its English text, so this only copies templates into `src/locales/en/*.json`; a French
// or Spanish text still missing is listed, to be written by hand (messages.test.ts fails until it is).
// It also writes the reference lists' texts in every language from their declarations
// (`locales/<lng>/reference-lists.generated.json`, see packages/shared/src/resources/reference-list.ts):
// a list's texts are never edited in a locale file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueTemplateOf, messageDefinitions } from '@lanehub/shared';
import { LANGUAGES } from '@lanehub/shared/constants/app';
import {
  REFERENCE_LIST_CATALOGUE_FILE,
  referenceListCatalogue,
} from '@lanehub/shared/resources/reference-list-catalogue';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');

for (const lng of LANGUAGES) {
  writeFileSync(
    path.join(LOCALES, lng, REFERENCE_LIST_CATALOGUE_FILE),
    `${JSON.stringify(referenceListCatalogue(lng), null, 2)}\n`,
  );
}
// Namespaces of message objects that no locale file owned before, and the file that owns them now.
const NEW_NAMESPACE_FILES: Record<string, string> = {
  uploads: 'core.json',
  notifications: 'core.json',
  containers: 'equipment.json',
  imports: 'core.json',
};

type Tree = { [key: string]: string | Tree };

const readLanguage = (lng: string) => {
  const files = new Map<string, Tree>();
  for (const file of readdirJson(path.join(LOCALES, lng))) {
    files.set(file, JSON.parse(readFileSync(path.join(LOCALES, lng, file), 'utf8')) as Tree);
  }
  return files;
};

const readdirJson = (dir: string): string[] => readdirSync(dir).filter((name) => name.endsWith('.json'));

const fileOwning = (files: Map<string, Tree>, top: string): string | undefined =>
  [...files.entries()].find(([, tree]) => top in tree)?.[0] ?? NEW_NAMESPACE_FILES[top];

const getPath = (tree: Tree, keys: string[]): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const key of keys) {
    node = typeof node === 'object' ? node[key] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
};

const setPath = (tree: Tree, keys: string[], value: string) => {
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object') {
      node[key] = {};
    }
    node = node[key] as Tree;
  }
  node[keys.at(-1) as string] = value;
};

const english = readLanguage('en');
const others = { fr: readLanguage('fr'), es: readLanguage('es') };
// Every English text of the catalogue with its key, to reuse a translation already written for it.
const flat = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
const englishEntries = [...english.values()].flatMap((tree) => flat(tree));
const lookup = (files: Map<string, Tree>, code: string) => {
  const keys = code.split('.');
  const file = fileOwning(files, keys[0] as string);
  return file ? getPath(files.get(file) ?? {}, keys) : undefined;
};

const missing: string[] = [];
for (const { code, template } of messageDefinitions()) {
  const keys = code.split('.');
  const file = fileOwning(english, keys[0] as string);
  if (!file) {
    throw new Error(`No locale file owns '${keys[0]}' (${code})`);
  }
  const text = catalogueTemplateOf(template);
  setPath(english.get(file) ?? english.set(file, {}).get(file) ?? {}, keys, text);
  for (const [lng, files] of Object.entries(others)) {
    if (lookup(files, code) !== undefined) {
      continue;
    }
    const same = englishEntries.find(([key, value]) => value === text && key !== code && lookup(files, key));
    const target = files.get(file) ?? files.set(file, {}).get(file) ?? {};
    if (same) {
      setPath(target, keys, lookup(files, same[0]) as string);
    } else {
      missing.push(`${lng} ${code}: ${text}`);
    }
  }
}

for (const [lng, files] of Object.entries({ en: english, ...others })) {
  for (const [file, tree] of files) {
    writeFileSync(path.join(LOCALES, lng, file), `${JSON.stringify(tree, null, 2)}\n`);
  }
}
console.log(missing.length > 0 ? `Still to translate:\n${missing.join('\n')}` : 'Every message has fr and es texts.');
