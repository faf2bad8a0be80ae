import type { ResourceTextsOf } from './define-resource';
import { defineCodeList } from './reference-list';

// Product types (spec 02 §7.14): how a company groups the goods it ships (dry goods, perishables …).
export const productTypesResource = defineCodeList({
  name: 'product-types',
  label: 'Product Type',
  labelPlural: 'Product Types',
  example: { code: 'DRY', name: 'Dry goods', active: true },
  demo: [
    { code: 'DRY', name: 'Dry goods' },
    { code: 'PER', name: 'Perishables' },
    { code: 'HAZ', name: 'Dangerous goods' },
  ],
});

export const productTypesTexts = {
  en: {
    purpose: 'The kinds of product your company ships.',
    label: 'Product Type',
    labelPlural: 'Product Types',
  },
  fr: {
    purpose: 'Les types de produit que votre entreprise expédie.',
    label: 'Type de produit',
    labelPlural: 'Types de produits',
  },
  es: {
    purpose: 'Los tipos de producto que envía su empresa.',
    label: 'Tipo de producto',
    labelPlural: 'Tipos de producto',
  },
} satisfies ResourceTextsOf<typeof productTypesResource>;
