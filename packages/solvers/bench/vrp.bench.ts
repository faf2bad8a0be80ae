// VRP benchmark (issue 18): sgvrp and acs on the Solomon VRPTW (all 56), Augerat A and Uchoa X
// (100–200 customers) instances of ../shared/data/vrp-benchmarks, gap to the best-known values of
// best-known-values.csv under each set's own distance convention. Not part of CI.
//   node --import tsx packages/solvers/bench/vrp.bench.ts [--limit-seconds 10] [--set solomon|A|X]
//        [--solver sgvrp|acs] [--instance C101,R101] [--seed 1] [--json out.jsonl] [--markdown out.md]
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localContext } from '../src/model';
import { runAcs } from '../src/vrp/acs';
import { totalDistance, validateSolution } from '../src/vrp/instance';
import { parseBestKnown, parseCvrplib, parseSolomon } from '../src/vrp/readers';
import { runSgvrp } from '../src/vrp/sgvrp';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const limitSeconds = Number(option('limit-seconds') ?? 10);
const seed = Number(option('seed') ?? 1);
const sets = (option('set') ?? 'solomon,A,X').split(',').map((s) => s.trim().toLowerCase());
const solvers = (option('solver') ?? 'sgvrp,acs').split(',').map((s) => s.trim());
const only = option('instance')
  ?.split(',')
  .map((s) => s.trim());
const jsonOut = option('json');
const markdownOut = option('markdown');

/** The data folder: VRP_BENCH_DIR, else shared/data beside the repository root (or beside any parent). */
const findData = () => {
  if (process.env.VRP_BENCH_DIR) {
    return resolve(process.env.VRP_BENCH_DIR);
  }
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    for (const candidate of [
      join(dir, '..', 'shared', 'data', 'vrp-benchmarks'),
      join(dir, 'shared', 'data', 'vrp-benchmarks'),
    ]) {
      if (existsSync(join(candidate, 'best-known-values.csv'))) {
        return resolve(candidate);
      }
    }
    dir = dirname(dir);
  }
  throw new Error('vrp-benchmarks not found: set VRP_BENCH_DIR to the folder with best-known-values.csv');
};

const dataDir = findData();
const known = parseBestKnown(readFileSync(join(dataDir, 'best-known-values.csv'), 'utf8'));
const setKey = (set: string) => (set.startsWith('solomon') ? 'solomon' : set.includes('augerat') ? 'a' : 'x');
const rows = known.filter((k) => sets.includes(setKey(k.set)) && (!only || only.includes(k.instance)));

type Row = {
  set: string;
  instance: string;
  solver: string;
  bestKnown: number;
  distance: number | null;
  vehicles: number | null;
  bestKnownVehicles: number;
  gap: number | null;
  timeToBestMs: number;
  timeMs: number;
  iterations: number;
  error: string | null;
};
const results: Row[] = [];
const runners = { sgvrp: runSgvrp, acs: runAcs } as const;

console.log(
  `data ${dataDir}; ${rows.length} instances; solvers ${solvers.join(', ')}; ${limitSeconds} s each; seed ${seed}`,
);
for (const k of rows) {
  // The CSV names a solution file only where one ships; the instance sits in its set's folder.
  const folder = { solomon: 'solomon-100', a: 'cvrp-augerat-A', x: 'cvrp-uchoa-X-small' }[setKey(k.set)];
  const text = readFileSync(
    join(dataDir, folder, `${k.instance}${setKey(k.set) === 'solomon' ? '.txt' : '.vrp'}`),
    'utf8',
  );
  const inst = setKey(k.set) === 'solomon' ? parseSolomon(text) : parseCvrplib(text);
  for (const solver of solvers) {
    const run = runners[solver as keyof typeof runners];
    if (!run) {
      throw new Error(`unknown solver ${solver}`);
    }
    const ctx = localContext();
    const out = run(inst, { timeLimitMs: limitSeconds * 1000, seed, maxIterations: null }, ctx);
    const timeMs = ctx.elapsedMs();
    const error = out.routes ? validateSolution(inst, out.routes) : (out.reason ?? 'no solution');
    const distance = out.routes ? totalDistance(inst, out.routes) : null;
    const row: Row = {
      set: k.set,
      instance: k.instance,
      solver,
      bestKnown: k.value,
      distance,
      vehicles: out.routes?.length ?? null,
      bestKnownVehicles: k.routes,
      gap: distance === null ? null : ((distance - k.value) / k.value) * 100,
      timeToBestMs: out.timeToBestMs,
      timeMs,
      iterations: out.iterations,
      error,
    };
    results.push(row);
    if (jsonOut) {
      appendFileSync(jsonOut, `${JSON.stringify(row)}\n`);
    }
    console.log(
      `${k.instance.padEnd(12)} ${solver.padEnd(5)} ${String(distance).padStart(8)} / ${k.value} gap ${row.gap?.toFixed(2)}% vehicles ${row.vehicles}/${k.routes} best at ${(out.timeToBestMs / 1000).toFixed(1)} s, ${out.iterations} it${error ? ` INVALID: ${error}` : ''}`,
    );
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const lines: string[] = [];
lines.push(`Per set (${limitSeconds} s per instance and solver, seed ${seed}):`, '');
lines.push('| set | solver | instances | mean gap % | max gap % | at best-known | mean time to best s | invalid |');
lines.push('|---|---|---|---|---|---|---|---|');
const groups = new Map<string, Row[]>();
for (const r of results) {
  const keys = [`${r.set}|${r.solver}`];
  if (r.set.startsWith('solomon')) {
    // Solomon classes C1, C2, R1, R2, RC1, RC2.
    keys.push(`${r.set} ${r.instance.replace(/\d\d$/, '')}|${r.solver}`);
  }
  for (const key of keys) {
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
}
for (const [key, rs] of [...groups.entries()].sort()) {
  const [set, solver] = key.split('|');
  const gaps = rs.filter((r) => r.gap !== null && !r.error).map((r) => r.gap as number);
  lines.push(
    `| ${set} | ${solver} | ${rs.length} | ${mean(gaps).toFixed(2)} | ${Math.max(...gaps).toFixed(2)} | ${gaps.filter((g) => g <= 1e-6).length} | ${mean(rs.map((r) => r.timeToBestMs / 1000)).toFixed(1)} | ${rs.filter((r) => r.error).length} |`,
  );
}
lines.push(
  '',
  'Per instance:',
  '',
  '| instance | best known (routes) | solver | distance | routes | gap % | time to best s |',
  '|---|---|---|---|---|---|---|',
);
for (const r of results) {
  lines.push(
    `| ${r.instance} | ${r.bestKnown} (${r.bestKnownVehicles}) | ${r.solver} | ${r.distance ?? '—'} | ${r.vehicles ?? '—'} | ${r.gap === null ? '—' : r.gap.toFixed(2)} | ${(r.timeToBestMs / 1000).toFixed(1)} |`,
  );
}
const markdown = lines.join('\n');
console.log(`\n${markdown}`);
if (markdownOut) {
  writeFileSync(markdownOut, `${markdown}\n`);
}
