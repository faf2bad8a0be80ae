import { computeClock, type DndTier, type TDndClock } from '@lanehub/shared/features/demurrage/demurrage.clock';
import type { TDndClockRow } from '@lanehub/shared/features/demurrage/demurrage.contract';
import { DND_MSG } from '@lanehub/shared/features/demurrage/demurrage.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dndTerms } from '../../db/schema';
import { tenantRepository } from '../../platform/repository';

export const termsRepository = tenantRepository(dndTerms, { notFound: DND_MSG.termsNotFound });

// The clocks of a company's containers, computed in SQL from the order's actual events (DOMAIN.md §2):
// demurrage from the last discharge (DISC) to the first gate-out full (GTOT) after it, detention from
// that gate-out to the first empty gate-in (GTIN, empty) after it. The terms that apply are the most
// specific of the company's: port and carrier, then port, then carrier, then every port and carrier.
// Paged and ordered (free time ending first) in SQL; the tiers' charge of each row of the page is
// computed with the shared money arithmetic.

type ClockSqlRow = {
  order_id: string;
  order_number: string;
  container: string;
  clock: TDndClock;
  port_locode: string | null;
  started_at: string | Date;
  ended_at: string | Date | null;
  terms_id: string | null;
  terms_name: string | null;
  free_days: number | null;
  currency: string | null;
  tiers: DndTier[] | string | null;
  free_time_ends_at: string | Date | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

const clocksSql = (companyId: string, extra: SQL) => sql`
  with units as (
    select u.company_id, u.order_id, u.equipment_number as container, o.order_number,
      (select p.party_company_id from order_parties p
        where p.company_id = u.company_id and p.order_id = u.order_id and p.role = 'carrier' limit 1) as carrier_id
    from order_units u
    join orders o on o.company_id = u.company_id and o.id = u.order_id
    where u.company_id = ${companyId} and u.kind = 'container'
  ),
  marks as (
    select units.*, disc.event_at as disc_at, disc.locode as disc_locode, gtot.event_at as gtot_at,
      gtot.locode as gtot_locode, gtin.event_at as gtin_at
    from units
    left join lateral (
      select e.event_at, e.locode from shipment_events e
      where e.company_id = units.company_id and e.order_id = units.order_id
        and e.equipment_reference = units.container and e.event_code = 'DISC' and e.classifier = 'ACT'
      order by e.event_at desc limit 1
    ) disc on true
    left join lateral (
      select e.event_at, e.locode from shipment_events e
      where e.company_id = units.company_id and e.order_id = units.order_id
        and e.equipment_reference = units.container and e.event_code = 'GTOT' and e.classifier = 'ACT'
        and (disc.event_at is null or e.event_at >= disc.event_at)
        and coalesce(e.empty_indicator, 'LADEN') <> 'EMPTY'
      order by e.event_at asc limit 1
    ) gtot on true
    left join lateral (
      select e.event_at from shipment_events e
      where e.company_id = units.company_id and e.order_id = units.order_id
        and e.equipment_reference = units.container and e.event_code = 'GTIN' and e.classifier = 'ACT'
        and e.empty_indicator = 'EMPTY' and e.event_at >= gtot.event_at
      order by e.event_at asc limit 1
    ) gtin on true
  ),
  clocks as (
    select company_id, order_id, order_number, container, carrier_id, 'demurrage'::text as clock,
      disc_locode as port_locode, disc_at as started_at, gtot_at as ended_at
    from marks where disc_at is not null
    union all
    select company_id, order_id, order_number, container, carrier_id, 'detention'::text,
      coalesce(disc_locode, gtot_locode), gtot_at, gtin_at
    from marks where gtot_at is not null and disc_at is not null
  ),
  priced as (
    select c.*, t.id as terms_id, t.name as terms_name, t.free_days, t.currency, t.tiers,
      c.started_at + make_interval(days => t.free_days) as free_time_ends_at
    from clocks c
    left join lateral (
      select * from dnd_terms t
      where t.company_id = c.company_id and t.clock = c.clock
        and (t.port_locode is null or t.port_locode = c.port_locode)
        and (t.carrier_company_id is null or t.carrier_company_id = c.carrier_id)
      order by (t.port_locode is not null) desc, (t.carrier_company_id is not null) desc, t.created_at, t.id
      limit 1
    ) t on true
  )
  select order_id, order_number, container, clock, port_locode, started_at, ended_at, terms_id, terms_name,
    free_days, currency, tiers, free_time_ends_at
  from priced ${extra}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const toClockRow = (row: ClockSqlRow, now: Date): TDndClockRow => {
  const startedAt = new Date(row.started_at);
  const endedAt = row.ended_at ? new Date(row.ended_at) : null;
  const tiers = typeof row.tiers === 'string' ? (JSON.parse(row.tiers) as DndTier[]) : row.tiers;
  const base = {
    orderId: row.order_id,
    orderNumber: row.order_number,
    container: row.container,
    clock: row.clock,
    portLocode: row.port_locode,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt ? endedAt.toISOString() : null,
    running: endedAt === null,
    termsId: row.terms_id,
    termsName: row.terms_name,
  };
  if (row.free_days === null || !tiers || !row.currency) {
    return {
      ...base,
      freeDays: null,
      freeTimeEndsAt: null,
      days: 0,
      daysOver: 0,
      charge: null,
      currency: null,
      tiers: [],
    };
  }
  const computed = computeClock(
    { freeDays: row.free_days, tiers, currency: row.currency },
    { start: startedAt, end: endedAt },
    now,
  );
  return {
    ...base,
    freeDays: computed.freeDays,
    freeTimeEndsAt: computed.freeTimeEndsAt,
    days: computed.days,
    daysOver: computed.daysOver,
    charge: computed.charge,
    currency: computed.currency,
    tiers: computed.tiers,
  };
};

export type ClockFilter = {
  view: 'warning' | 'all';
  search?: string | undefined;
  orderId?: string;
  container?: string;
  clock?: TDndClock;
  /** Only clocks whose free time ends before this time (the warning horizon). */
  endsBefore?: Date;
};

const whereOf = (filter: ClockFilter, now: Date) => {
  const parts: SQL[] = [];
  if (filter.view === 'warning') {
    const horizon = filter.endsBefore ?? new Date(now.getTime() + 48 * 3_600_000);
    parts.push(
      sql`ended_at is null and free_time_ends_at is not null and free_time_ends_at <= ${horizon.toISOString()}::timestamptz`,
    );
  }
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(container ilike ${like} or order_number ilike ${like})`);
  }
  if (filter.orderId) {
    parts.push(sql`order_id = ${filter.orderId}`);
  }
  if (filter.container) {
    parts.push(sql`container = ${filter.container}`);
  }
  if (filter.clock) {
    parts.push(sql`clock = ${filter.clock}`);
  }
  return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
};

export const listClocks = async (
  db: Db,
  companyId: string,
  filter: ClockFilter,
  page: { skip: number; limit: number },
  now = new Date(),
) => {
  const where = whereOf(filter, now);
  const rows = rowsOf<ClockSqlRow>(
    await db.execute(
      clocksSql(
        companyId,
        sql`${where} order by free_time_ends_at asc nulls last, started_at asc, order_number, container, clock limit ${page.limit} offset ${page.skip}`,
      ),
    ),
  );
  const [count] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(*) as total from (${clocksSql(companyId, where)}) counted`),
  );
  return { rows: rows.map((row) => toClockRow(row, now)), total: Number(count?.total ?? 0) };
};

/** One container's clock (for a dispute), or null. */
export const findClock = async (
  db: Db,
  companyId: string,
  orderId: string,
  container: string,
  clock: TDndClock,
  now = new Date(),
) => {
  const { rows } = await listClocks(
    db,
    companyId,
    { view: 'all', orderId, container, clock },
    { skip: 0, limit: 1 },
    now,
  );
  return rows[0] ?? null;
};

/** The container's actual D&D events with times and sources (the dispute pack). */
export const clockEvents = async (db: Db, companyId: string, orderId: string, container: string) =>
  rowsOf<{
    event_code: string;
    empty_indicator: string | null;
    locode: string | null;
    event_at: string | Date;
    event_offset: string;
    recorded_at: string | Date;
    source: string;
    classifier: string;
  }>(
    await db.execute(sql`
      select event_code, empty_indicator, locode, event_at, event_offset, recorded_at, source, classifier
      from shipment_events
      where company_id = ${companyId} and order_id = ${orderId} and equipment_reference = ${container}
        and event_code in ('DISC', 'GTOT', 'GTIN')
      order by event_at, id`),
  ).map((e) => ({ ...e, event_at: iso(e.event_at), recorded_at: iso(e.recorded_at) }));
