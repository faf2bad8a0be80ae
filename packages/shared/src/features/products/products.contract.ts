import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';
import { requiredString } from '../../validation/validators';

// The company's products (issue 5; spec 01 §3 Product: productId, name, category), with a description,
// an HS code and optionally the partner that supplies them (/company/product/partner/:id lists those).

export const PRODUCT_MSG = defineMessages('products.messages', {
  created: 'Product has been created',
  updated: 'Product has been updated',
  deleted: 'Product has been deleted',
  productIdTaken: 'This product id is already used by the company',
  partnerNotFound: 'Choose one of your partners',
  hsCode: 'An HS code is 6 to 10 digits, dots allowed (e.g. 9403.60)',
});

export const PRODUCT_SORTS = ['productId', 'name', 'category', 'hsCode', 'partner', 'updatedAt'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

export const ZProductInput = z.object({
  productId: requiredString(60),
  name: requiredString(200),
  category: nullableText(120),
  description: nullableText(2000),
  hsCode: nullableText(13).refine((value) => value === null || /^\d{4}(\.?\d{2}){1,3}$/.test(value), {
    error: PRODUCT_MSG.hsCode,
  }),
  partnerCompanyId: refersTo(
    z
      .union([z.uuid({ error: PRODUCT_MSG.partnerNotFound }), z.literal('')])
      .nullish()
      .transform((value) => (value ? value : null)),
    'companies',
  ),
});
export type TProductInput = z.input<typeof ZProductInput>;
export type TProductValues = z.output<typeof ZProductInput>;

export const ZProduct = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  hsCode: z.string().nullable(),
  partnerCompanyId: z.string().nullable(),
  partnerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductListQuery = z.object({
  search: searchField(100),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  sort: z.enum(PRODUCT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  cursor: ZListCursor,
});
export type TProductListQuery = Partial<z.output<typeof ZProductListQuery>>;

export const ZProductPartnerParams = z.object({ partnerCompanyId: refersTo(z.uuid(), 'companies') });

export const PRODUCT_EXAMPLE: TProductInput = {
  productId: 'SKU-1001',
  name: 'Oak dining table',
  category: 'Furniture',
  description: 'Solid oak, seats six',
  hsCode: '9403.60',
  partnerCompanyId: null,
};
