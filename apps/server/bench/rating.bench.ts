import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { createContractsService } from '../src/features/contracts/contracts.service';

// npm run bench:rating (issue 16 "Speed"; figures in docs/performance.md, "Rating (issue 16)").
// On PostgreSQL (a fresh database lanehub_h_bench_rating_<hex> on the server of DATABASE_URL, dropped
// at the end): one company, 50 contracts with one road rate card each, BENCH_LANES lanes (100,000 by
// default) spread evenly, inserted set-based. Then BENCH_LOOKUPS price lookups (the rating engine's
// one function, `rate()` of the contracts service, through the server's own pool of 10 connections)
// at BENCH_CONCURRENCY (20) at a time, each on a contract picked by a seeded PRNG (BENCH_SEED) with the features of one of its lanes
// (carrier, origin, destination, equipment type; some with one feature left empty): p50 and p95. The
// same again with 1,000 lanes. Targets: p95 <= 30 ms at 100,000 lanes, and <= 2x the 1,000-lane p95.

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LANES = Number(process.env.BENCH_LANES ?? 100_000);
const SMALL = 1_000;
const CONTRACTS = 50;
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const COUNTRIES = [
  'CA',
  'US',
  'MX',
  'FR',
  'DE',
  'GB',
  'ES',
  'IT',
  'NL',
  'BE',
  'CN',
  'JP',
  'KR',
  'IN',
  'BR',
  'AR',
  'CL',
  'PE',
  'CO',
  'ZA',
];
const EQUIPMENT = ['53ft Dry Van', '48ft Flatbed', 'Reefer', 'Tanker', 'Step Deck'];
const CARRIERS = ['Maple Carriers', 'Great Lakes Trucking', 'Prairie Haul', 'Atlantic Freight', 'Rocky Road Lines'];

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** mulberry32: a small seeded PRNG, so every run asks the same lookups (BENCH_SEED, 16 by default). */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const SEED = Number(process.env.BENCH_SEED ?? 16);

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const seedLanes = async (client: pg.Client, companyId: string, total: number) => {
  await client.query('delete from rate_card_lanes where company_id = $1', [companyId]);
  const perContract = Math.ceil(total / CONTRACTS);
  // Lane i of a contract: carrier i % 5, origin (i / 5) % 20, destination (i / 100) % 20, equipment
  // (i / 2000) % 5; one lane in ten leaves the carrier empty (a wildcard), and one in twenty has a
  // validity of its own.
  await client.query(
    `insert into rate_card_lanes (company_id, contract_id, rate_card_id, row_index, carrier, origin_country,
       destination_country, equipment_type, move_type, mode, specificity, base_rate, fuel_surcharge, currency,
       valid_from, valid_to)
     select $1, rc.contract_id, rc.id, i,
       case when i % 10 = 9 then null else ($3::text[])[1 + i % 5] end,
       ($4::text[])[1 + (i / 5) % 20],
       ($4::text[])[1 + (i / 100) % 20],
       ($5::text[])[1 + (i / 2000) % 5],
       'Door-to-Door', 'Road',
       case when i % 10 = 9 then 5 else 6 end,
       (1000 + i % 997)::numeric, (50 + i % 31)::numeric, 'CAD',
       case when i % 20 = 7 then date '2026-01-01' else null end,
       case when i % 20 = 7 then date '2026-12-31' else null end
     from rate_cards rc, generate_series(0, $2::int - 1) as i
     where rc.company_id = $1
     order by rc.contract_id, i`,
    [companyId, perContract, CARRIERS, COUNTRIES, EQUIPMENT],
  );
  await client.query('analyze rate_card_lanes');
  return perContract;
};

const main = async () => {
  const name = `lanehub_h_bench_rating_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(ADMIN_URL, name);
  const database = await openPostgres(url);
  const client = new pg.Client({ connectionString: url });
  try {
    await database.migrate();
    await client.connect();
    const [company] = (
      await client.query(`insert into companies (legal_name) values ('Rating Bench Shipper') returning id`)
    ).rows as Array<{ id: string }>;
    const companyId = company?.id as string;
    const [user] = (
      await client.query(
        `insert into users (email, password_hash, first_name, last_name, company_id) values ('bench@example.test', 'not-a-hash', 'Bench', 'User', $1) returning id`,
        [companyId],
      )
    ).rows as Array<{ id: string }>;
    const tenant = { companyId, userId: user?.id as string };
    await client.query(
      `insert into contracts (company_id, contract_number, mode, contract_type_id, valid_from, valid_to, status)
       select $1, 'BENCH-' || n, 'inbound', 'road-transportation', date '2026-01-01', date '2027-12-31', 'draft'
       from generate_series(1, ${CONTRACTS}) as n`,
      [companyId],
    );
    await client.query(
      `insert into rate_cards (company_id, contract_id, rate_card_type_id, name)
       select company_id, id, '110', 'Card of ' || contract_number from contracts where company_id = $1`,
      [companyId],
    );
    const contractIds = (
      await client.query('select id from contracts where company_id = $1 order by contract_number', [companyId])
    ).rows.map((r) => String(r.id));
    const service = createContractsService({ db: database.db });

    const run = async (lanes: number) => {
      const perContract = await seedLanes(client, companyId, lanes);
      // The plan of one lookup, as matchLanes writes it (printed once per size).
      const plan = await client.query(
        `explain (analyze, buffers) select l.id from rate_card_lanes l
          where l.company_id = $1 and l.contract_id = $2
            and (l.carrier is null or lower(l.carrier) = lower($3))
            and coalesce(l.origin_country, '') in ('', $4)
            and (l.valid_from is null or l.valid_from <= date '2026-06-15')
            and (l.valid_to is null or l.valid_to >= date '2026-06-15')
          order by (case when lower(l.carrier) = lower($3) then 1 else 0 end
                  + case when l.origin_country = $4 then 1 else 0 end) desc,
                   l.specificity, l.valid_from desc nulls last, l.row_index, l.id
          limit 1`,
        [companyId, contractIds[0], CARRIERS[0], COUNTRIES[1]],
      );
      console.log(`Plan at ${lanes} lanes:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      const random = seeded(SEED);
      const times: number[] = [];
      let misses = 0;
      let next = 0;
      const one = async () => {
        const i = Math.floor(random() * perContract);
        const features: Record<string, string> = {
          carrier: CARRIERS[i % 5] as string,
          originCountry: COUNTRIES[Math.floor(i / 5) % 20] as string,
          destinationCountry: COUNTRIES[Math.floor(i / 100) % 20] as string,
          equipmentType: EQUIPMENT[Math.floor(i / 2000) % 5] as string,
        };
        if (i % 4 === 0) {
          features.equipmentType = '';
        }
        const contractId = contractIds[Math.floor(random() * contractIds.length)] as string;
        const started = performance.now();
        const answer = await service.rate(tenant, contractId, { features, date: '2026-06-15' });
        times.push(performance.now() - started);
        if (!answer) {
          misses++;
        }
      };
      const worker = async () => {
        while (next < LOOKUPS) {
          next++;
          await one();
        }
      };
      // Warm-up, then the measured run.
      for (let w = 0; w < 200; w++) {
        await one();
      }
      times.length = 0;
      next = 0;
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const sorted = [...times].sort((a, b) => a - b);
      return { lanes: perContract * CONTRACTS, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), misses };
    };

    const large = await run(LANES);
    const small = await run(SMALL);
    console.log(`Rating: ${LOOKUPS} lookups at ${CONCURRENCY} concurrent, ${CONTRACTS} contracts, PostgreSQL`);
    console.log('| lanes | p50 (ms) | p95 (ms) | no match |');
    console.log('|---|---|---|---|');
    for (const row of [large, small]) {
      console.log(`| ${row.lanes} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.misses} |`);
    }
    const ratio = large.p95 / Math.max(small.p95, 0.01);
    console.log(
      `p95 at ${large.lanes} lanes ${large.p95.toFixed(2)} ms (target <= 30): ${large.p95 <= 30 ? 'met' : 'NOT met'}; ` +
        `${ratio.toFixed(2)}x the ${small.lanes}-lane p95 (target <= 2x): ${ratio <= 2 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
};

await main();
