import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesOf, writeFeature, writeReferenceList } from '../../../scripts/new-feature.mjs';

// `npm run new:feature <name>` writes a skeleton that type-checks: the generator runs into a copy of
// the repository (its sources, the installed packages linked) and the server and web projects are
// type-checked there. The skeleton's own test is run once by hand when the generator changes (it
// needs the migration, which this test skips).
const repo = join(import.meta.dirname, '../../..');
let copy: string;

const copyTree = (from: string, to: string) =>
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !/(^|\/)(node_modules|dist|\.git)(\/|$)/.test(source.slice(repo.length)),
  });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'lanehub-new-feature-'));
  for (const entry of [
    'packages',
    'apps',
    'scripts',
    'tsconfig.base.json',
    'package.json',
    'biome.json',
    '.gitignore',
  ]) {
    copyTree(join(repo, entry), join(copy, entry));
  }
  // The installed packages, except the workspace links, which must point into the copy.
  mkdirSync(join(copy, 'node_modules/@lanehub'), { recursive: true });
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry !== '@lanehub') {
      symlinkSync(join(repo, 'node_modules', entry), join(copy, 'node_modules', entry));
    }
  }
  for (const workspace of ['shared', 'solvers']) {
    symlinkSync(join(copy, 'packages', workspace), join(copy, 'node_modules/@lanehub', workspace));
  }
  for (const app of ['apps/server', 'apps/web', 'packages/solvers']) {
    if (existsSync(join(repo, app, 'node_modules'))) {
      symlinkSync(join(repo, app, 'node_modules'), join(copy, app, 'node_modules'));
    }
  }
}, 120_000);
afterAll(() => {
  if (copy) {
    rmSync(copy, { recursive: true, force: true });
  }
});

describe('npm run new:feature', () => {
  it('refuses a name that is not lower-case words joined by dashes', () => {
    expect(() => namesOf('DockDoors')).toThrow();
    expect(namesOf('dock-doors')).toMatchObject({ camel: 'dockDoors', pascal: 'DockDoors', snake: 'dock_doors' });
  });

  it('--list writes a reference list as one file and generates its table, registry entry and texts from it', () => {
    const written: string[] = writeReferenceList('pallet-kinds', { root: copy, migration: false });
    expect(written).toEqual(['packages/shared/src/resources/pallet-kinds.resource.ts']);
    const generated = (path: string) => readFileSync(join(copy, path), 'utf8');
    expect(generated('packages/shared/src/resources/registry.generated.ts')).toContain('palletKindsResource');
    expect(generated('apps/server/src/db/schema/registry-tables.generated.ts')).toContain(
      'export const palletKinds = resourceTable(palletKindsResource);',
    );
    const french = JSON.parse(generated('apps/web/src/locales/fr/reference-lists.generated.json'));
    expect(french.referenceLists['pallet-kinds']).toMatchObject({
      label: 'Pallet kinds [fr: to translate]',
      fields: { code: 'Code', name: 'Nom', description: 'Description', active: 'Actif' },
    });
    // The copy is type-checked with the feature below.
  });

  it('writes a skeleton in every layer that the server and the web type-check, collected by the manifests', () => {
    const written = writeFeature('dock-doors', { root: copy, migration: false });
    expect(written).toEqual(
      expect.arrayContaining([
        'packages/shared/src/features/dock-doors/dock-doors.contract.ts',
        'packages/shared/src/resources/dock-doors.resource.ts',
        'apps/server/src/features/dock-doors/dock-doors.routes.ts',
        'apps/server/src/features/dock-doors/dock-doors.service.ts',
        'apps/server/src/features/dock-doors/dock-doors.queries.ts',
        'apps/server/src/features/dock-doors/dock-doors.routes.test.ts',
        'apps/server/src/features/dock-doors/dock-doors.manifest.ts',
        'apps/web/src/features/dock-doors/dock-doors.manifest.tsx',
        'apps/web/src/locales/fr/dock-doors.json',
      ]),
    );
    // Collected without a hand edit: the feature's manifest and resource are in the generated lists.
    expect(readFileSync(join(copy, 'apps/server/src/features.generated.ts'), 'utf8')).toContain('dockDoorsManifest');
    expect(readFileSync(join(copy, 'packages/shared/src/resources/registry.generated.ts'), 'utf8')).toContain(
      'dockDoorsResource',
    );
    const tsc = join(repo, 'node_modules/.bin/tsc');
    for (const project of ['apps/server', 'apps/web']) {
      expect(() => execFileSync(tsc, ['-p', project, '--noEmit'], { cwd: copy, stdio: 'pipe' })).not.toThrow();
    }
    // A second run refuses to overwrite the feature.
    expect(() => writeFeature('dock-doors', { root: copy, migration: false })).toThrow(/exists already/);
  }, 300_000);
});
