// Solve times of the LP/MIP models (issue 18) at a mid-size forwarder's sizes, on seeded instances.
// Run alone: node --import tsx packages/solvers/bench/mip.bench.ts
// (MIP_BENCH_SEEDS=3, MIP_BENCH_TIME_LIMIT=60, MIP_BENCH_ONLY=cmove,block to run some models)
// Prints a Markdown table for docs/performance.md ("LP/MIP models (issue 18)").
import os from 'node:os';
import { generateBlockInstance } from '../src/mip/block';
import { generateCmoveInstance } from '../src/mip/cmove';
import { generateCraneCrewInstance } from '../src/mip/crane-crew';
import { loadHighs } from '../src/mip/highs';
import { mipModels } from '../src/mip/index';
import { generateMultiPeriodInstance } from '../src/mip/multi-period';
import { generateTransloadingInstance } from '../src/mip/transloading';
import { localContext, type SolverModel, type SolverResult } from '../src/model';

const seeds = Number(process.env.MIP_BENCH_SEEDS ?? 3);
const timeLimitSeconds = Number(process.env.MIP_BENCH_TIME_LIMIT ?? 60);
const only = process.env.MIP_BENCH_ONLY?.split(',');

type Case = { model: keyof typeof mipModels; size: string; instance: (seed: number) => unknown; params?: object };

const cases: Case[] = [
  {
    model: 'block',
    size: '6 services × 52 weeks, 120 contracts',
    instance: (seed) => generateBlockInstance({ seed, services: 6, weeks: 52, contracts: 120, scale: 600 }),
  },
  {
    model: 'cmove',
    size: '300 truckload orders over 3 days, 12 successors each',
    instance: (seed) => generateCmoveInstance({ seed, orders: 300, horizonHours: 72 }),
  },
  {
    model: 'transloading',
    size: '500 containers, 20 facilities, 12 DCs, 6 ports',
    instance: (seed) =>
      generateTransloadingInstance({ seed, containers: 500, facilities: 20, destinations: 12, ports: 6 }),
  },
  {
    model: 'crane-crew',
    size: 'a week (21 shifts), 6 vessels × 8 bays, 6 cranes, 18 gangs',
    instance: (seed) => generateCraneCrewInstance({ seed, shifts: 21, vessels: 6, bays: 8, cranes: 6, gangs: 18 }),
  },
  {
    model: 'multi-period',
    size: '52 weeks, 20 DCs, 4 sources (~100 lanes)',
    instance: (seed) => generateMultiPeriodInstance({ seed, weeks: 52, dcs: 20, sources: 4 }),
  },
];

const kpi = (r: SolverResult, key: string) => r.kpis.find((k) => k.key === key)?.value;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? Number.NaN;
};

await loadHighs();
console.log(
  `# LP/MIP bench, ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`seeds 1..${seeds}, time limit ${timeLimitSeconds} s, gap = each model's default\n`);
console.log(
  '| model | size | variables (integer) | constraints | status per seed | median solve (s) | max solve (s) | median gap (%) |',
);
console.log('|---|---|---:|---:|---|---:|---:|---:|');
for (const c of cases.filter((x) => !only || only.includes(x.model))) {
  // Each case pairs a model with its own input type; the model's schemas parse what it is given.
  const model: SolverModel<unknown, unknown> = mipModels[c.model].model;
  const times: number[] = [];
  const gaps: number[] = [];
  const statuses: string[] = [];
  let vars = '';
  let rows = '';
  for (let seed = 1; seed <= seeds; seed += 1) {
    const input = model.inputSchema.parse(c.instance(seed));
    const params = model.paramsSchema.parse({ timeLimitSeconds, ...c.params });
    const result = await model.solve(input, params, localContext());
    statuses.push(result.status);
    times.push(Number(kpi(result, 'solveSeconds') ?? 0));
    const gap = kpi(result, 'mipGap');
    if (typeof gap === 'number') {
      gaps.push(gap);
    }
    vars = `${kpi(result, 'variables') ?? ''} (${kpi(result, 'integerVariables') ?? ''})`;
    rows = String(kpi(result, 'constraints') ?? '');
    const saved = kpi(result, 'emptyMilesSaved');
    console.error(
      `${c.model} seed ${seed}: ${result.status} objective ${result.objective} in ${times.at(-1)} s${saved === undefined ? '' : `, empty miles saved ${saved}%`}`,
    );
  }
  console.log(
    `| ${c.model} | ${c.size} | ${vars} | ${rows} | ${statuses.join(', ')} | ${median(times).toFixed(2)} | ${Math.max(...times).toFixed(2)} | ${gaps.length ? median(gaps).toFixed(3) : 'LP'} |`,
  );
}
