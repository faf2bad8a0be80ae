import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { locations } from './company';
import { companies, users } from './identity';

// The shipment order, the spine of the freight domain (DOMAIN.md §1–3, issue 14). One `orders` table
// for every mode with the columns every mode shares; what differs by mode lives in one detail table
// per mode; units and parties are rows of their own; tracking facts are append-only shipment events
// from which status and stage are derived (packages/shared/src/orders).

/**
 * Per-company number sequences (orders, and later POs, BOLs, invoices): prefix + year + counter,
 * unique and never reused. The counter row is taken with `insert … on conflict do update … returning`,
 * which serialises concurrent callers on the row (platform/sequences.ts).
 */
export const companySequences = pgTable(
  'company_sequences',
  {
    id: id(),
    companyId: tenantKey(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    tenantUnique('company_sequences', t),
    unique('company_sequences_kind_year_key').on(t.companyId, t.kind, t.year),
  ],
);

/** What the orders list searches on an order (its trigram index and the search use this one expression). */
export const orderSearchText = (t: {
  orderNumber: AnyPgColumn;
  poNumber: AnyPgColumn;
  bolNumber: AnyPgColumn;
  bookingNumber: AnyPgColumn;
}) =>
  sql`coalesce(${t.orderNumber}, '') || ' ' || coalesce(${t.poNumber}, '') || ' ' || coalesce(${t.bolNumber}, '') || ' ' || coalesce(${t.bookingNumber}, '')`;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The owner: the company that booked the order. Parties see it through order_parties. */
    companyId: tenantKey(),
    orderNumber: text('order_number').notNull(),
    mode: text('mode').notNull(),
    moveType: text('move_type'),
    shippingType: text('shipping_type'),
    equipmentType: text('equipment_type'),
    temperatureType: text('temperature_type'),
    incoterm: text('incoterm'),
    // Origin and destination: a location of the owner and, for ports and ramps, the UN/LOCODE.
    originLocationId: uuid('origin_location_id'),
    originLocode: text('origin_locode'),
    originCountry: text('origin_country'),
    originAddress: text('origin_address'),
    originCity: text('origin_city'),
    originState: text('origin_state'),
    originPostCode: text('origin_post_code'),
    destinationLocationId: uuid('destination_location_id'),
    destinationLocode: text('destination_locode'),
    destinationCountry: text('destination_country'),
    destinationAddress: text('destination_address'),
    destinationCity: text('destination_city'),
    destinationState: text('destination_state'),
    destinationPostCode: text('destination_post_code'),
    poNumber: text('po_number'),
    bolNumber: text('bol_number'),
    bookingNumber: text('booking_number'),
    customerReference: text('customer_reference'),
    /** Shipper-owned container (PUT order/{id}/soc). */
    shipperOwnedContainer: boolean('shipper_owned_container').notNull().default(false),
    grossWeight: numeric('gross_weight', { precision: 14, scale: 3 }),
    weightUnit: text('weight_unit'),
    volume: numeric('volume', { precision: 14, scale: 3 }),
    volumeUnit: text('volume_unit'),
    orderDate: date('order_date', { mode: 'string' }),
    readyDate: date('ready_date', { mode: 'string' }),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    // The projection of the shipment events (replayable): status, stage and what they came from.
    status: text('status').notNull().default('pending'),
    stage: integer('stage').notNull().default(0),
    lastEventCode: text('last_event_code'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    actualDepartureAt: timestamp('actual_departure_at', { withTimezone: true }),
    actualArrivalAt: timestamp('actual_arrival_at', { withTimezone: true }),
    late: boolean('late').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    assignedUserId: uuid('assigned_user_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('orders', t),
    uniqueIndex('orders_company_number_key').on(t.companyId, t.orderNumber),
    tenantReference(
      'orders_origin_location_fk',
      { companyId: t.companyId, column: t.originLocationId },
      locations,
      'set null',
    ),
    tenantReference(
      'orders_destination_location_fk',
      { companyId: t.companyId, column: t.destinationLocationId },
      locations,
      'set null',
    ),
    tenantReference('orders_assigned_user_fk', { companyId: t.companyId, column: t.assignedUserId }, users, 'set null'),
    check('orders_mode_check', sql`${t.mode} in ('ocean', 'road', 'rail', 'drayage', 'air', 'integrated')`),
    check('orders_weight_unit_check', sql`${t.weightUnit} is null or ${t.weightUnit} in ('kg', 'lb')`),
    check('orders_volume_unit_check', sql`${t.volumeUnit} is null or ${t.volumeUnit} in ('CBM', 'CFT')`),
    // The lists' default order (newest first) for the owner, and by mode: ascending indexes, which
    // PostgreSQL reads backwards for `order by created_at desc, id desc` (drizzle's `.desc()` makes
    // DESC NULLS LAST, which that order, NULLS FIRST by default, cannot use).
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('orders_company_mode_created_idx').on(t.companyId, t.mode, t.createdAt, t.id),
    index('orders_company_status_idx').on(t.companyId, t.status),
    // The list's search by order, PO, BOL or booking number (contains, any case): trigrams.
    index('orders_search_trgm_idx').using('gin', sql`(${orderSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * The companies named on an order, with their role. A party sees the order and may do what its role
 * allows (platform/sharing.ts); no other company sees it. `company_id` is the order's owner (the
 * tenant key of the row), `party_company_id` the company named.
 */
export const orderParties = pgTable(
  'order_parties',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    partyCompanyId: uuid('party_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('order_parties', t),
    tenantReference('order_parties_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    unique('order_parties_order_role_key').on(t.companyId, t.orderId, t.role),
    check('order_parties_role_check', sql`${t.role} in ('shipper', 'consignee', 'carrier', 'forwarder', 'customer')`),
    // "Orders where my company is a party": the sharing helper's lookup.
    index('order_parties_party_idx').on(t.partyCompanyId, t.orderId),
  ],
);

/** Containers, trailers, railcars and chassis of an order (DOMAIN.md §1). */
export const orderUnits = pgTable(
  'order_units',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').notNull(),
    equipmentNumber: text('equipment_number').notNull(),
    sizeType: text('size_type'),
    sealNumbers: text('seal_numbers').array().notNull().default(sql`'{}'::text[]`),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }),
    vgmKg: numeric('vgm_kg', { precision: 14, scale: 3 }),
    temperatureSetting: numeric('temperature_setting', { precision: 6, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('order_units', t),
    tenantReference('order_units_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    uniqueIndex('order_units_order_number_key').on(t.companyId, t.orderId, t.equipmentNumber),
    check('order_units_kind_check', sql`${t.kind} in ('container', 'trailer', 'railcar', 'chassis')`),
    // Search by container number across the company's orders.
    index('order_units_company_number_idx').on(t.companyId, t.equipmentNumber),
    // The orders list's search by container number (contains): trigrams.
    index('order_units_number_trgm_idx').using('gin', sql`${t.equipmentNumber} gin_trgm_ops`),
  ],
);

/** Ocean details: booking, vessel and voyage, the carrier's SCAC, ports of loading and discharge. */
export const orderOcean = pgTable(
  'order_ocean',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    carrierScac: text('carrier_scac'),
    vesselName: text('vessel_name'),
    vesselImo: text('vessel_imo'),
    voyage: text('voyage'),
    portOfLoading: text('port_of_loading'),
    portOfDischarge: text('port_of_discharge'),
    transhipmentPorts: text('transhipment_ports').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    tenantUnique('order_ocean', t),
    uniqueIndex('order_ocean_order_key').on(t.companyId, t.orderId),
    tenantReference('order_ocean_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
  ],
);

/** Road details: the trailer type and the appointment windows of pickup and delivery. */
export const orderRoad = pgTable(
  'order_road',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    pickupWindowStart: timestamp('pickup_window_start', { withTimezone: true }),
    pickupWindowEnd: timestamp('pickup_window_end', { withTimezone: true }),
    deliveryWindowStart: timestamp('delivery_window_start', { withTimezone: true }),
    deliveryWindowEnd: timestamp('delivery_window_end', { withTimezone: true }),
    trailerNumber: text('trailer_number'),
  },
  (t) => [
    tenantUnique('order_road', t),
    uniqueIndex('order_road_order_key').on(t.companyId, t.orderId),
    tenantReference('order_road_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
  ],
);

/** Rail details: origin and destination ramps (UN/LOCODEs) and the railcar. */
export const orderRail = pgTable(
  'order_rail',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    originRamp: text('origin_ramp'),
    destinationRamp: text('destination_ramp'),
    railcarNumber: text('railcar_number'),
  },
  (t) => [
    tenantUnique('order_rail', t),
    uniqueIndex('order_rail_order_key').on(t.companyId, t.orderId),
    tenantReference('order_rail_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
  ],
);

/** Drayage details: the terminal, the pickup and the empty's return, the chassis. */
export const orderDrayage = pgTable(
  'order_drayage',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    terminal: text('terminal'),
    pickupNumber: text('pickup_number'),
    lastFreeDay: date('last_free_day', { mode: 'string' }),
    emptyReturnLocode: text('empty_return_locode'),
    chassisNumber: text('chassis_number'),
  },
  (t) => [
    tenantUnique('order_drayage', t),
    uniqueIndex('order_drayage_order_key').on(t.companyId, t.orderId),
    tenantReference('order_drayage_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
  ],
);

/** Air details: the air waybill and the IATA airports. */
export const orderAir = pgTable(
  'order_air',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    airWaybill: text('air_waybill'),
    originAirport: text('origin_airport'),
    destinationAirport: text('destination_airport'),
    flightNumber: text('flight_number'),
  },
  (t) => [
    tenantUnique('order_air', t),
    uniqueIndex('order_air_order_key').on(t.companyId, t.orderId),
    tenantReference('order_air_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
  ],
);

/**
 * Tracking facts, shaped like DCSA Track & Trace (DOMAIN.md §2): append-only; the same event sent
 * twice is stored once (the idempotency key, unique per order). `company_id` is the order's owner;
 * `posted_by_company_id` the party that reported it.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    eventType: text('event_type').notNull(),
    classifier: text('classifier').notNull(),
    eventCode: text('event_code').notNull(),
    emptyIndicator: text('empty_indicator'),
    locode: text('locode'),
    /** DCSA facility type code (POTE, DEPO…) and the place's role on the route (POL, POD…). */
    facility: text('facility'),
    locationType: text('location_type'),
    equipmentReference: text('equipment_reference'),
    transportMode: text('transport_mode'),
    vesselName: text('vessel_name'),
    voyage: text('voyage'),
    /** The reporter's note on the event (at most 500 characters). */
    remarks: text('remarks'),
    eventAt: timestamp('event_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The offset the time was reported in ('+08:00'): shown as reported. */
    eventOffset: text('event_offset').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    source: text('source').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    postedByCompanyId: uuid('posted_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    // The user who posted it (an actor, possibly of a party company).
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    tenantUnique('shipment_events', t),
    tenantReference('shipment_events_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    uniqueIndex('shipment_events_idempotency_key').on(t.companyId, t.orderId, t.idempotencyKey),
    index('shipment_events_order_time_idx').on(t.companyId, t.orderId, t.eventAt, t.id),
    check('shipment_events_classifier_check', sql`${t.classifier} in ('PLN', 'EST', 'ACT', 'REQ')`),
    check('shipment_events_type_check', sql`${t.eventType} in ('EQUIPMENT', 'TRANSPORT', 'SHIPMENT')`),
  ],
);
