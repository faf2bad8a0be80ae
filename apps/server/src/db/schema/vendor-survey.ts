import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { products } from './resources';

// The vendor and sourcing survey wizards (docs/vendor-survey.md): the progress a company saved on
// Next and Previous, the files it uploaded (parsed and checked, waiting for Done), and the product
// listing fields of the Product CSV (spec 02 §3) next to the product they describe.

/** One draft per company: the step it is on, its sourcing categories and the partners it picked. */
export const surveyDrafts = pgTable(
  'survey_drafts',
  {
    id: id(),
    companyId: tenantKey(),
    step: integer('step').notNull().default(0),
    sourcingCategories: text('sourcing_categories').array().notNull().default(sql`'{}'::text[]`),
    partners: uuid('partners').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('survey_drafts', t), uniqueIndex('survey_drafts_company_key').on(t.companyId)],
);

/**
 * The last upload of each kind: what the preview shows (`summary`), the checked rows the survey's Done
 * writes (`data`) and, for the image ZIP, the stored archive (`storage_key`).
 */
export const surveyUploads = pgTable(
  'survey_uploads',
  {
    id: id(),
    companyId: tenantKey(),
    fileKind: text('file_kind').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    summary: jsonb('summary').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('survey_uploads', t),
    uniqueIndex('survey_uploads_company_kind_key').on(t.companyId, t.fileKind),
    check(
      'survey_uploads_kind_check',
      sql`${t.fileKind} in ('locationSrcFile', 'productSrcFile', 'productImgCsvFile', 'productImgZipFile', 'poSrcFile')`,
    ),
  ],
);

/** The Product CSV's listing fields (spec 02 §3) of a product created by a survey. */
export const productListings = pgTable(
  'product_listings',
  {
    id: id(),
    companyId: tenantKey(),
    productId: uuid('product_id').notNull(),
    vendorEmail: text('vendor_email'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    options: jsonb('options').$type<Array<{ name: string; value: string }>>().notNull().default([]),
    variantSku: text('variant_sku'),
    variantGrams: numeric('variant_grams', { precision: 14, scale: 3 }),
    variantInventoryTracking: text('variant_inventory_tracking'),
    variantQty: integer('variant_qty'),
    variantPrice: money('variant_price'),
    variantCompareAtPrice: money('variant_compare_at_price'),
    variantRequiresShipping: boolean('variant_requires_shipping'),
    variantBarcode: text('variant_barcode'),
    chargeTaxes: boolean('charge_taxes'),
    collection: text('collection'),
    inventoryPolicy: text('inventory_policy').notNull().default('deny'),
    productHandle: text('product_handle'),
    metafieldTitle: text('metafield_title'),
    metafieldDescription: text('metafield_description'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('product_listings', t),
    uniqueIndex('product_listings_product_key').on(t.companyId, t.productId),
    tenantReference(
      'product_listings_product_fk',
      { companyId: t.companyId, column: t.productId },
      { companyId: products.companyId, id: products.id },
      'cascade',
    ),
    check('product_listings_policy_check', sql`${t.inventoryPolicy} in ('continue', 'deny')`),
  ],
);
