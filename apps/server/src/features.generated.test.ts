import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED } from '../../../scripts/collect-manifests.mjs';

// The generated collections (features.generated.ts, the resource registry) list exactly the manifests
// and resource files there are: a new feature or resource that was not collected fails here.
const root = join(import.meta.dirname, '../../..');

describe('generated collections', () => {
  it.each(GENERATED.map((g) => [g.path, g.source] as const))('%s is up to date (npm run collect)', (path, source) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(source());
  });

  it('the check mode of the script agrees', () => {
    expect(() => execFileSync('node', [join(root, 'scripts/collect-manifests.mjs'), '--check'])).not.toThrow();
  });
});
