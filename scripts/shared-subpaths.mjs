#!/usr/bin/env node
// Rewrites every `import … from '@lanehub/shared'` in apps/web/src into imports of the modules that
// declare each name (`@lanehub/shared/features/locations/locations.contract`, …), so that the web's
// first chunk carries only the contracts the first screen uses, not the whole barrel (issue 12 §9).
//
//   node scripts/shared-subpaths.mjs           rewrite the files (then biome formats and sorts them)
//   node scripts/shared-subpaths.mjs --check   only list the files that still import the barrel; exit 1 if any
//
// The TypeScript compiler resolves each name the barrel exports to the file that declares it, through
// any chain of `export *` and `export { … } from`; `package.json` "./*" maps the subpath to that file.
// Running it again changes nothing. Namespace imports (`import * as shared`) cannot be split: they are
// left alone and listed (tests that walk every export may keep one; Biome forbids it elsewhere).

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_SRC = path.join(ROOT, 'packages/shared/src');
const BARREL = '@lanehub/shared';
const TARGETS = [path.join(ROOT, 'apps/web/src')];
const checkOnly = process.argv.includes('--check');

/** Every name the barrel exports, and the subpath of the module that declares it. */
const declaringModules = () => {
  const entry = path.join(SHARED_SRC, 'index.ts');
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) {
    throw new Error(`cannot read ${entry}`);
  }
  const subpaths = new Map();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    if (!file || !path.resolve(file).startsWith(SHARED_SRC + path.sep)) {
      throw new Error(`${exported.name}: declared outside packages/shared/src (${file ?? 'nowhere'})`);
    }
    const relative = path
      .relative(SHARED_SRC, file)
      .replace(/\\/g, '/')
      .replace(/\.tsx?$/, '');
    subpaths.set(exported.name, `${BARREL}/${relative}`);
  }
  return subpaths;
};

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The file's text with each barrel import split by declaring module; null when nothing changes. */
const rewrite = (file, text, subpaths, leftAlone) => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    if (statement.moduleSpecifier.text !== BARREL) {
      continue;
    }
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) {
      leftAlone.push(`${path.relative(ROOT, file)}: ${statement.getText(source).split('\n')[0]}`);
      continue;
    }
    const typeOnly = clause.isTypeOnly;
    // One import per declaring module, in the order the names first appear.
    const groups = new Map();
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      const subpath = subpaths.get(name);
      if (!subpath) {
        throw new Error(`${path.relative(ROOT, file)}: '${name}' is not exported by ${BARREL}`);
      }
      if (!groups.has(subpath)) {
        groups.set(subpath, []);
      }
      groups.get(subpath).push(element.getText(source));
    }
    const replacement = [...groups]
      .map(([subpath, names]) => `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${subpath}';`)
      .join('\n');
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), replacement });
  }
  if (edits.length === 0) {
    return null;
  }
  let result = text;
  for (const edit of edits.reverse()) {
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  }
  return result;
};

const subpaths = declaringModules();
const changed = [];
const leftAlone = [];
for (const file of TARGETS.flatMap(sourceFiles)) {
  const text = readFileSync(file, 'utf8');
  const result = rewrite(file, text, subpaths, leftAlone);
  if (result !== null) {
    changed.push(file);
    if (!checkOnly) {
      writeFileSync(file, result);
    }
  }
}

if (leftAlone.length > 0) {
  console.log(`Left alone (cannot be split by name):\n  ${leftAlone.join('\n  ')}`);
}
if (checkOnly) {
  if (changed.length > 0) {
    console.log(`Importing the ${BARREL} barrel:\n  ${changed.map((f) => path.relative(ROOT, f)).join('\n  ')}`);
    process.exit(1);
  }
  console.log(`No named import of the ${BARREL} barrel in ${TARGETS.map((t) => path.relative(ROOT, t)).join(', ')}.`);
  process.exit(0);
}
if (changed.length > 0) {
  // The split imports take Biome's order and line width, as if written by hand.
  execFileSync('npx', ['biome', 'check', '--write', ...changed], { cwd: ROOT, stdio: 'inherit' });
}
console.log(`Rewrote ${changed.length} file(s).`);
