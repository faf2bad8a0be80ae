import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { companies, users } from './identity';

// Contracts, rate cards and their lanes (features/contracts, issue 16; docs/contracts.md). Every
// table is tenant-owned; a rate card and a lane point at their contract by (company_id, contract_id).

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: tenantKey(),
    contractNumber: text('contract_number').notNull(),
    description: text('description'),
    mode: text('mode').notNull(),
    contractTypeId: text('contract_type_id').notNull(),
    // The other party: a company of the owner's partner network (checked by the service). A draft
    // may have none yet; an active or expired contract has one (the check below).
    partyCompanyId: uuid('party_company_id').references(() => companies.id, { onDelete: 'restrict' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('contracts', t),
    uniqueIndex('contracts_company_number_key').on(t.companyId, t.contractNumber),
    // The list's default order: newest change first (spec 02 §9).
    index('contracts_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    check('contracts_mode_check', sql`${t.mode} in ('inbound', 'outbound')`),
    check('contracts_status_check', sql`${t.status} in ('draft', 'active', 'expired')`),
    check('contracts_party_check', sql`${t.status} = 'draft' or ${t.partyCompanyId} is not null`),
    check('contracts_validity_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

export const rateCards = pgTable(
  'rate_cards',
  {
    id: id(),
    companyId: tenantKey(),
    contractId: uuid('contract_id').notNull(),
    rateCardTypeId: text('rate_card_type_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('rate_cards', t),
    tenantReference('rate_cards_contract_fk', { companyId: t.companyId, column: t.contractId }, contracts, 'cascade'),
    index('rate_cards_contract_idx').on(t.companyId, t.contractId, t.createdAt),
  ],
);

/**
 * A rate card row: one lane. A null feature is a wildcard (the lane applies whatever the shipment's
 * value); `specificity` is how many features the lane names. The lookup index leads with the tenant
 * and the contract, then origin and destination countries (a wildcard as ''), so a lookup reads the
 * few lanes of one origin and destination of one contract (docs/performance.md, "Rating (issue 16)").
 */
export const rateCardLanes = pgTable(
  'rate_card_lanes',
  {
    id: id(),
    companyId: tenantKey(),
    contractId: uuid('contract_id').notNull(),
    rateCardId: uuid('rate_card_id').notNull(),
    rowIndex: integer('row_index').notNull(),
    carrier: text('carrier'),
    originCountry: text('origin_country'),
    destinationCountry: text('destination_country'),
    equipmentType: text('equipment_type'),
    moveType: text('move_type'),
    mode: text('mode'),
    service: text('service'),
    specificity: smallint('specificity').notNull(),
    baseRate: money('base_rate').notNull(),
    fuelSurcharge: money('fuel_surcharge'),
    accessorials: money('accessorials'),
    demurrage: money('demurrage'),
    detention: money('detention'),
    currency: text('currency').notNull().default('CAD'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    tenantUnique('rate_card_lanes', t),
    tenantReference('rate_card_lanes_card_fk', { companyId: t.companyId, column: t.rateCardId }, rateCards, 'cascade'),
    tenantReference(
      'rate_card_lanes_contract_fk',
      { companyId: t.companyId, column: t.contractId },
      contracts,
      'cascade',
    ),
    uniqueIndex('rate_card_lanes_row_key').on(t.rateCardId, t.rowIndex),
    // A wildcard is '' here, so that "this origin or any" is one index condition: `= any(['', $origin])`.
    index('rate_card_lanes_lookup_idx').on(
      t.companyId,
      t.contractId,
      sql`coalesce(${t.originCountry}, '')`,
      sql`coalesce(${t.destinationCountry}, '')`,
    ),
    check('rate_card_lanes_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A routing guide (docs/contracts.md, "Routing guides"): for one lane of the company (origin and
 * destination countries, equipment type or any, mode), the carriers it tenders to, in rank order.
 * Order entry suggests its first carrier.
 */
export const routingGuides = pgTable(
  'routing_guides',
  {
    id: id(),
    companyId: tenantKey(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    // null: any equipment type.
    equipmentType: text('equipment_type'),
    mode: text('mode').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('routing_guides', t),
    // One guide per lane.
    uniqueIndex('routing_guides_lane_key').on(
      t.companyId,
      t.originCountry,
      t.destinationCountry,
      sql`coalesce(${t.equipmentType}, '')`,
      t.mode,
    ),
    index('routing_guides_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);

/** A routing guide's carrier: its rank (1 first), a partner company, its rate and its tender acceptance (%). */
export const routingGuideCarriers = pgTable(
  'routing_guide_carriers',
  {
    id: id(),
    companyId: tenantKey(),
    routingGuideId: uuid('routing_guide_id').notNull(),
    rank: smallint('rank').notNull(),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    rate: money('rate').notNull(),
    currency: text('currency').notNull().default('CAD'),
    tenderAcceptance: smallint('tender_acceptance').notNull(),
  },
  (t) => [
    tenantUnique('routing_guide_carriers', t),
    tenantReference(
      'routing_guide_carriers_guide_fk',
      { companyId: t.companyId, column: t.routingGuideId },
      routingGuides,
      'cascade',
    ),
    uniqueIndex('routing_guide_carriers_rank_key').on(t.routingGuideId, t.rank),
    uniqueIndex('routing_guide_carriers_carrier_key').on(t.routingGuideId, t.carrierCompanyId),
    index('routing_guide_carriers_carrier_idx').on(t.carrierCompanyId),
    check('routing_guide_carriers_rank_check', sql`${t.rank} >= 1`),
    check('routing_guide_carriers_acceptance_check', sql`${t.tenderAcceptance} between 0 and 100`),
    check('routing_guide_carriers_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
