import type { ResourceName } from '@lanehub/shared';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantUnique, updatedAt } from './columns';
import { companies } from './identity';

// Tables behind the simple resources of the registry (packages/shared/src/resources). Each carries
// company_id, id, created_at and updated_at; the generic CRUD routes rely on those four.

export const instructions = pgTable(
  'instructions',
  {
    id: id(),
    companyId: tenantKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('instructions', t), index('instructions_company_idx').on(t.companyId, t.updatedAt)],
);

export const equipmentTypes = pgTable(
  'equipment_types',
  {
    id: id(),
    companyId: tenantKey(),
    code: text('code').notNull(),
    alias: text('alias').notNull(),
    category: text('category').notNull(),
    lengthFt: integer('length_ft'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('equipment_types', t), uniqueIndex('equipment_types_company_code_key').on(t.companyId, t.code)],
);

// Company records of issue 5 (product segments, products, services, service areas).
export const productSegments = pgTable(
  'product_segments',
  {
    id: id(),
    companyId: tenantKey(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('product_segments', t),
    uniqueIndex('product_segments_company_name_key').on(t.companyId, t.name),
  ],
);

/** Spec 01 §3 Product: productId, name, category; optionally the partner that supplies it. */
export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: tenantKey(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    description: text('description'),
    hsCode: text('hs_code'),
    partnerCompanyId: uuid('partner_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('products', t),

    uniqueIndex('products_company_product_id_key').on(t.companyId, t.productId),
    index('products_partner_idx').on(t.companyId, t.partnerCompanyId),
    // The product list's default order (issue 11 §4).
    index('products_company_name_idx').on(t.companyId, t.name, t.id),
  ],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    companyId: tenantKey(),
    name: text('name').notNull(),
    mode: text('mode'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('services', t), uniqueIndex('services_company_name_key').on(t.companyId, t.name)],
);

export const serviceAreas = pgTable(
  'service_areas',
  {
    id: id(),
    companyId: tenantKey(),
    name: text('name').notNull(),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    postCode: text('post_code'),
    radiusKm: integer('radius_km'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('service_areas', t), uniqueIndex('service_areas_company_name_key').on(t.companyId, t.name)],
);

// The registry's resource name → its table. `satisfies` makes a resource without a table a type error.
export const resourceTables = {
  instructions,
  'equipment-types': equipmentTypes,
  'product-segments': productSegments,
  services,
  'service-areas': serviceAreas,
} satisfies Record<ResourceName, unknown>;
