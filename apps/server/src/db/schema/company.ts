import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { companies, users } from './identity';
import { equipmentTypes } from './resources';

// Company profile records (issue 5): partners, locations, stored files and equipment. Every table is
// tenant-owned through company_id.

/** The partner network: company_id has added partner_company_id to its network. */
export const companyPartners = pgTable(
  'company_partners',
  {
    id: id(),
    companyId: tenantKey(),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('company_partners', t),
    uniqueIndex('company_partners_pair_key').on(t.companyId, t.partnerCompanyId),
    index('company_partners_partner_idx').on(t.partnerCompanyId),
  ],
);

export type LocationContact = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  fax?: string | undefined;
};

/**
 * The searchable text of a location: one trigram index serves a search in any of these columns
 * (the list re-checks each column, so a match across two of them never counts).
 */
export const locationSearchText = (t: {
  name: AnyPgColumn;
  code: AnyPgColumn;
  city: AnyPgColumn;
  address: AnyPgColumn;
  postCode: AnyPgColumn;
}) =>
  sql`coalesce(${t.name}, '') || ' ' || coalesce(${t.code}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.address}, '') || ' ' || coalesce(${t.postCode}, '')`;

/** Spec 01 §3 Location. `country` is the ISO 3166 alpha-2 code; `code` a UN/LOCODE for ports and terminals. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    companyId: tenantKey(),
    name: text('name').notNull(),
    address: text('address'),
    address1: text('address1'),
    city: text('city'),
    province: text('province'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    postCode: text('post_code'),
    code: text('code'),
    type: text('type').notNull(),
    locationType: text('location_type'),
    contact: jsonb('contact').$type<LocationContact>().notNull().default({}),
    /** WGS 84 degrees where known (issue 18: routing on the company's locations); else null. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('locations', t),
    // The list's default order (name without case, then id) for all types and for one type (issue 11 §4).
    index('locations_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.name, t.id),
    index('locations_company_type_idx').on(t.companyId, t.type, sql`lower(${t.name})`, t.name, t.id),
    uniqueIndex('locations_company_type_code_key').on(t.companyId, t.type, t.code),
    // The list's search ('%term%' in name, code, city, address or post code) through trigrams.
    index('locations_search_trgm_idx').using('gin', sql`(${locationSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * The file layer's records: the bytes live in storage under `storage_key` (generated, never a user
 * path). `where`/`where_id` say what a document belongs to (spec 01 §3 document upload fields).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    companyId: tenantKey(),
    where: text('where').notNull(),
    whereId: text('where_id'),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the document stops being valid (certificates, licences); null: it does not expire. */
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (t) => [
    tenantUnique('stored_files', t),
    // The dashboard's and the list's "expiring" count: only rows that expire are indexed.
    index('stored_files_company_expires_idx').on(t.companyId, t.expiresOn).where(sql`${t.expiresOn} is not null`),
    index('stored_files_company_where_idx').on(t.companyId, t.where, t.whereId),
    // The document list's order, newest first (issue 11 §4).
    index('stored_files_company_created_idx').on(t.companyId, t.createdAt, t.id),
    uniqueIndex('stored_files_storage_key').on(t.storageKey),
  ],
);

/**
 * A company's equipment units: containers, chassis, trailers, tractors, railcars… `number` is the
 * unit number (ISO 6346 for containers), unique per company and kind.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    companyId: tenantKey(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    equipmentTypeId: uuid('equipment_type_id'),
    status: text('status').notNull().default('active'),
    ownership: text('ownership'),
    locationId: uuid('location_id'),
    licensePlate: text('license_plate'),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('equipment', t),
    tenantReference(
      'equipment_equipment_type_fk',
      { companyId: t.companyId, column: t.equipmentTypeId },
      equipmentTypes,
      'set null',
    ),
    tenantReference('equipment_location_fk', { companyId: t.companyId, column: t.locationId }, locations, 'set null'),
    uniqueIndex('equipment_company_kind_number_key').on(t.companyId, t.kind, t.number),
    // The equipment list's default order over every kind (issue 11 §4).
    index('equipment_company_number_idx').on(t.companyId, t.number, t.id),
  ],
);
