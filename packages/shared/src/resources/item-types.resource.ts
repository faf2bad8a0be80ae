import type { ResourceTextsOf } from './define-resource';
import { defineCodeList } from './reference-list';

// Item types (spec 02 §7.14): what an order line carries (pallet, carton, drum …).
export const itemTypesResource = defineCodeList({
  name: 'item-types',
  label: 'Item Type',
  labelPlural: 'Item Types',
  example: { code: 'PLT', name: 'Pallet', active: true },
  demo: [
    { code: 'PLT', name: 'Pallet' },
    { code: 'CTN', name: 'Carton' },
    { code: 'DRM', name: 'Drum' },
    { code: 'CRT', name: 'Crate' },
  ],
});

export const itemTypesTexts = {
  en: {
    purpose: 'The kinds of item an order line can hold.',
    label: 'Item Type',
    labelPlural: 'Item Types',
  },
  fr: {
    purpose: 'Les types d’article qu’une ligne de commande peut contenir.',
    label: 'Type d’article',
    labelPlural: 'Types d’articles',
  },
  es: {
    purpose: 'Los tipos de artículo que puede contener una línea de pedido.',
    label: 'Tipo de artículo',
    labelPlural: 'Tipos de artículo',
  },
} satisfies ResourceTextsOf<typeof itemTypesResource>;
