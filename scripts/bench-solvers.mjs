// `npm run bench:solvers`: runs every packages/solvers/bench/*.bench.ts in turn (each prints its table).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('../packages/solvers/bench/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', new URL(file, dir).pathname], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
