import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Zod at every edge (src/client/README.md, 'zod/mini and zod at every edge') with a size rule on top: the page checks its edges with zod/mini and never
// loads classic zod (~25 kB gzip more), not even through a shared contract that imports it.
// Type-only imports are erased at build time and do not count.
const root = path.resolve(import.meta.dirname, '../../..');
const clientDir = path.join(root, 'src/client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Specifiers this module loads at run time: static, side-effect and dynamic imports, re-exports. */
export function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause, specifier] = match;
    if (typeOnly || !specifier) continue;
    if (match[1] === 'export' && !clause) continue;
    specifiers.push(specifier);
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) if (match[1]) specifiers.push(match[1]);
  return specifiers;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('#client/')) return path.join(root, 'src/client', specifier.slice('#client/'.length));
  if (specifier.startsWith('#shared/')) return path.join(root, 'src/shared', specifier.slice('#shared/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier.split('?')[0] ?? specifier);
  return null;
}

const isClassicZod = (specifier: string) => /^zod(\/v[34](\/classic)?)?$/.test(specifier);

/** The chain of runtime imports from `file` to classic zod, or null. */
function pathToClassicZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file) || !/\.tsx?$/.test(file)) return null;
  seen.add(file);
  for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
    if (isClassicZod(specifier)) return [path.relative(root, file), specifier];
    const target = resolve(file, specifier);
    const chain = target && pathToClassicZod(target, seen);
    if (chain) return [path.relative(root, file), ...chain];
  }
  return null;
}

describe('what the page loads at run time', () => {
  it('reads type-only imports as erased', () => {
    expect(runtimeImports("import type { A } from 'zod';\nimport { type B, c } from './c.ts';\nexport type { D } from 'zod';\nimport './side.ts';\nconst x = import('./lazy.ts');"))
      .toEqual(['./c.ts', './side.ts', './lazy.ts']);
  });

  it('never reaches classic zod, directly or through src/shared', () => {
    const offenders = sourceFiles(clientDir)
      .map((file) => pathToClassicZod(file))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' → '));
    expect(offenders).toEqual([]);
  });

  it('sets zod to jitless before any module of the page runs (the CSP forbids eval)', () => {
    expect(runtimeImports(readFileSync(path.join(clientDir, 'main.tsx'), 'utf8'))[0]).toBe('./lib/zod-setup.ts');
  });
});
