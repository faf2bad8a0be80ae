import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Boundaries that hold (docs/architecture.md, "Boundaries"): a feature is reached only through app
// composition. The imports are read with the TypeScript compiler's own pre-processor, so `import
// type`, `export … from`, side-effect imports and `import()` all count, whatever their layout.
//
//   • apps/server/src/features/X and apps/web/src/features/X import no other feature of their app;
//   • packages/shared/src/features/X imports no other shared feature;
//   • apps/server/src/{platform,resources,db,kernel}, apps/web/src/{components,lib,resources} and
//     packages/shared/src outside features/ import no feature at all.
// Only the composition roots may import every feature: the server's app.ts, main.ts and
// demo-seeds.ts, the web's app/ (router, shell, guards) and nav/, and the shared barrel index.ts.
// Tests are not held to it: a test may compose features to prove a journey.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Tree = {
  /** Folder of the source tree, from the repository root. */
  root: string;
  /** Folders (from `root`) whose files may import no feature at all. */
  featureFree: readonly string[];
};

const TREES: readonly Tree[] = [
  { root: 'apps/server/src', featureFree: ['platform', 'resources', 'db', 'kernel'] },
  { root: 'apps/web/src', featureFree: ['components', 'lib', 'resources'] },
  { root: 'packages/shared/src', featureFree: ['access', 'api', 'constants', 'resources', 'validation', 'kernel'] },
];

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const TEST = /\.test\.(ts|tsx)$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    }
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** Every module a file names: imports, `import type`, re-exports, `import()` and `require()`. */
export const importsOf = (text: string): string[] =>
  ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);

/**
 * Extensions (docs/architecture.md, "Boundaries"): a feature that adds to another feature's aggregate
 * (the order's dashboard, documents, change log…) may import that feature's modules, in one direction
 * only: the extended feature never imports its extensions (it shows them through slots), and two
 * extensions never import each other. Same names in every tree.
 */
export const EXTENDS: Readonly<Record<string, string | readonly string[]>> = {
  'order-dashboard': 'orders',
  'order-documents': 'orders',
  'order-carbon-dg': 'orders',
  'order-changelog': 'orders',
  'order-control': 'orders',
  'order-events-import': 'orders',
  'bills-of-lading': 'orders',
  // An accepted load becomes (or updates) the road order with the carrier as party (docs/load-board.md).
  'load-board': 'orders',
  'purchase-orders': 'orders',
  // The survey wizards feed the company's locations, products and purchase orders (docs/vendor-survey.md).
  'vendor-survey': ['purchase-orders', 'locations', 'products'],
  // Audit & Pay reads bills through the invoices' sharing and rates lines with the rating engine (docs/audit-pay.md).
  'audit-pay': ['invoices', 'contracts'],
};

/** The feature a path (relative to the tree root) lies in, or null. */
const featureOf = (relative: string): string | null => {
  const [top, name] = relative.split('/');
  return top === 'features' && name !== undefined ? name : null;
};

export type Violation = { file: string; imports: string; rule: string };

/** The boundary a file's import crosses, or null. Paths are relative to the tree root. */
export const crossing = (tree: Tree, from: string, target: string): string | null => {
  const targetFeature = featureOf(target);
  if (targetFeature === null) {
    return null;
  }
  const ownFeature = featureOf(from);
  if (ownFeature !== null) {
    const extended = EXTENDS[ownFeature];
    return ownFeature === targetFeature ||
      extended === targetFeature ||
      (Array.isArray(extended) && extended.includes(targetFeature))
      ? null
      : `features/${ownFeature} imports features/${targetFeature}`;
  }
  const top = from.split('/')[0] as string;
  return tree.featureFree.includes(top) ? `${top} imports features/${targetFeature}` : null;
};

const violationsOf = (tree: Tree): Violation[] => {
  const root = path.join(repo, tree.root);
  return sourceFiles(root).flatMap((file) => {
    const from = path.relative(root, file).split(path.sep).join('/');
    return importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      // Within a tree, modules are named relatively (no path aliases are configured).
      if (!specifier.startsWith('.')) {
        return [];
      }
      const target = path
        .relative(root, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      if (target.startsWith('..')) {
        return [];
      }
      const rule = crossing(tree, from, target);
      return rule ? [{ file: `${tree.root}/${from}`, imports: specifier, rule }] : [];
    });
  });
};

describe('the import reader', () => {
  it('sees type-only imports, re-exports, side-effect and dynamic imports, over several lines', () => {
    const text = [
      "import type { A } from '../features/a/a';",
      "import {\n  type B,\n  c,\n} from '../features/b/b';",
      "export * from '../features/c/c';",
      "export { d } from '../features/d/d';",
      "export type { E } from '../features/e/e';",
      "import '../features/f/f';",
      "const g = await import('../features/g/g');",
      '// import { no } from "../features/comment";',
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '../features/a/a',
      '../features/b/b',
      '../features/c/c',
      '../features/d/d',
      '../features/e/e',
      '../features/f/f',
      '../features/g/g',
    ]);
  });

  it("tells a crossing from a feature's own import and from composition", () => {
    const server = TREES[0] as Tree;
    expect(crossing(server, 'features/a/a.service.ts', 'features/b/b.queries')).toBe('features/a imports features/b');
    expect(crossing(server, 'features/a/a.service.ts', 'features/a/a.queries')).toBeNull();
    // An extension reaches the feature it extends, never the reverse, never a sibling extension.
    expect(crossing(server, 'features/order-documents/x.service.ts', 'features/orders/orders.queries')).toBeNull();
    expect(crossing(server, 'features/orders/orders.service.ts', 'features/order-documents/x.service')).toBe(
      'features/orders imports features/order-documents',
    );
    expect(crossing(server, 'features/order-documents/x.ts', 'features/order-changelog/y')).toBe(
      'features/order-documents imports features/order-changelog',
    );
    expect(crossing(server, 'platform/x.ts', 'features/a/a.queries')).toBe('platform imports features/a');
    expect(crossing(server, 'kernel/x.ts', 'features/a/a.queries')).toBe('kernel imports features/a');
    expect(crossing(server, 'app.ts', 'features/a/a.routes')).toBeNull();
    expect(crossing(server, 'features/a/a.service.ts', 'kernel/reference-data')).toBeNull();
  });
});

describe('boundaries', () => {
  for (const tree of TREES) {
    it(`hold in ${tree.root}: no feature imports another, no shared layer imports a feature`, () => {
      expect(violationsOf(tree)).toEqual([]);
    });
  }
});

// Manifests (docs/architecture.md, "Feature manifests"): a feature declares itself in its manifest and
// the hub files collect the manifests, so a new feature edits no hub file. The hub files name no
// feature module but manifests; the one exception is the auth service app.ts hands to the features
// that sign people in (kernel/sign-in.ts).
const HUB_FILES: ReadonlyArray<{ file: string; allowed: readonly string[] }> = [
  { file: 'apps/server/src/app.ts', allowed: ['./features/auth/auth.service'] },
  { file: 'apps/server/src/demo-seeds.ts', allowed: [] },
  { file: 'apps/web/src/app/router.tsx', allowed: [] },
];

describe('hub files collect manifests', () => {
  it.each(HUB_FILES)('$file imports no feature module', ({ file, allowed }) => {
    const features = importsOf(readFileSync(path.join(repo, file), 'utf8')).filter(
      (specifier) => specifier.includes('/features/') && !allowed.includes(specifier),
    );
    expect(features).toEqual([]);
  });

  it('features.generated.ts imports manifests only', () => {
    const imports = importsOf(readFileSync(path.join(repo, 'apps/server/src/features.generated.ts'), 'utf8'));
    expect(imports.filter((s) => s.includes('/features/') && !/\/features\/([^/]+)\/\1\.manifest$/.test(s))).toEqual(
      [],
    );
    expect(imports.filter((s) => s.endsWith('.manifest')).length).toBeGreaterThan(10);
  });
});
