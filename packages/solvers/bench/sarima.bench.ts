// Benchmark: sarima on AirPassengers (issue 18). Prints a table row per check; `npm run bench:solvers`
// runs it with every other packages/solvers/bench/*.bench.ts.
import { readFileSync } from 'node:fs';
import { localContext } from '../src/model';
import { sarimaModel, solveSarima } from '../src/sarima/sarima';

const points = readFileSync(new URL('../src/sarima/fixtures/airpassengers.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [t, value] = line.split(',');
    return { t: t as string, value: Number(value) };
  });
const input = sarimaModel.inputSchema.parse({ label: 'AirPassengers', frequency: 'month', points });

const rows: Record<string, string | number>[] = [];
for (const [name, params] of [
  ['airline (0,1,1)(0,1,1)12, log', {}],
  ['auto (AIC grid), log', { auto: true }],
] as const) {
  const started = performance.now();
  const result = solveSarima(input, sarimaModel.paramsSchema.parse(params), localContext());
  const ms = performance.now() - started;
  const kpi = (key: string) => result.kpis.find((k) => k.key === key)?.value ?? '';
  const coefficients = result.tables.find((t) => t.id === 'coefficients')?.rows ?? [];
  const coef = (term: string) => coefficients.find((r) => r.name === term)?.value ?? '';
  rows.push({
    model: 'sarima',
    instance: `AirPassengers ${name}`,
    order: String(kpi('order')),
    'MA1 (SAS −0.40181)': String(coef('MA1')),
    'SMA1 (SAS −0.55695)': String(coef('SMA1')),
    '1961-01 (pub. 450.4)': String(result.tables.find((t) => t.id === 'forecast')?.rows[0]?.forecast ?? ''),
    'MAPE %': String(kpi('mape')),
    'naive MAPE %': String(kpi('naiveMape')),
    'sMAPE %': String(kpi('smape')),
    'naive sMAPE %': String(kpi('naiveSmape')),
    'time ms': Math.round(ms),
  });
}
const columns = Object.keys(rows[0] ?? {});
console.log(`| ${columns.join(' | ')} |`);
console.log(`| ${columns.map(() => '---').join(' | ')} |`);
for (const row of rows) {
  console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
}
