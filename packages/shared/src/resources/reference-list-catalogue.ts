import type { Language } from '../constants/app';
import { type AnyResource, type ResourceLanguageTexts, resourceTextKey } from './define-resource';
import { isReferenceList, REFERENCE_LIST_FIELD_TEXTS } from './reference-list';
import { RESOURCES } from './registry';
import { GENERATED_RESOURCE_TEXTS } from './registry-texts.generated';

// The web catalogue's `referenceLists` entries in one language, made from the declarations' texts
// (`<camel>Texts` beside each `defineReferenceList`) and the common fields' texts. Written into
// apps/web/src/locales/<lng>/reference-lists.generated.json by `npm run messages:sync -w @lanehub/web`
// and compared with it by the web's resource-text test; nobody edits that file. Not for bundles: it
// imports every declaration's texts in every language.

type Tree = { [key: string]: string | Tree };

export const REFERENCE_LIST_CATALOGUE_FILE = 'reference-lists.generated.json';

export const referenceListCatalogue = (lng: Language): Tree => {
  const lists: Tree = {};
  for (const resource of RESOURCES as unknown as AnyResource[]) {
    if (!isReferenceList(resource)) {
      continue;
    }
    const all = (GENERATED_RESOURCE_TEXTS as Record<string, Record<Language, ResourceLanguageTexts>>)[resource.name];
    if (!all) {
      throw new Error(
        `${resource.name}.resource.ts exports no texts (${resource.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Texts)`,
      );
    }
    const own = all[lng];
    const common = REFERENCE_LIST_FIELD_TEXTS[lng] as Record<string, string>;
    const fields: Tree = {};
    for (const field of resource.fields) {
      const text = own.fields?.[field.name] ?? common[field.name];
      if (text !== undefined) {
        fields[field.name] = text;
      }
    }
    const entry: Tree = { label: own.label, labelPlural: own.labelPlural, fields };
    if (own.purpose) {
      entry.purpose = own.purpose;
    }
    for (const part of ['options', 'placeholders', 'actions', 'actionMessages'] as const) {
      if (own[part] && Object.keys(own[part]).length > 0) {
        entry[part] = JSON.parse(JSON.stringify(own[part])) as Tree;
      }
    }
    lists[resourceTextKey(resource).slice('referenceLists.'.length)] = entry;
  }
  return { referenceLists: lists };
};
