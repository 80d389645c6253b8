import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every query of the page gets its options (key, staleTime, retry…) from exactly one factory, in
// src/client/lib/queries/<router>-queries.ts; loaders, components and other features import it.
// Two factories for one procedure drift apart (one key, two freshness rules), so this scan
// fails as soon as a second one appears, or one appears anywhere else.

const clientRoot = join(import.meta.dirname, '../../../../src/client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

// A factory is tRPC's `trpc.<router>.<procedure>.queryOptions(` (or infiniteQueryOptions), or
// TanStack's `queryOptions({ queryKey: … })` keyed by tRPC's key or by procedureKey.
const factoryPatterns = [
  /\btrpc\.(\w+)\.(\w+)\.(?:queryOptions|infiniteQueryOptions)\(/g,
  /\bqueryOptions\(\{\s*queryKey:[^\n]*?\btrpc\.(\w+)\.(\w+)\.queryKey\(/g,
  /\bqueryOptions\(\{\s*queryKey:[^\n]*?\bprocedureKey\('(\w+)\.(\w+)'/g,
];

interface FactorySite {
  procedure: string;
  file: string;
}

function findQueryFactories(files: Array<{ file: string; text: string }>): FactorySite[] {
  return files.flatMap(({ file, text }) =>
    factoryPatterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ procedure: `${match[1]}.${match[2]}`, file }))),
  );
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** What is wrong with these factory sites, in words; empty when every procedure has one home. */
function factoryProblems(sites: FactorySite[]): string[] {
  const problems: string[] = [];
  const byProcedure = new Map<string, FactorySite[]>();
  for (const site of sites) byProcedure.set(site.procedure, [...(byProcedure.get(site.procedure) ?? []), site]);
  for (const [procedure, found] of byProcedure) {
    if (found.length > 1) problems.push(`${procedure} has ${found.length} factories: ${found.map((site) => site.file).join(', ')}`);
    const home = `lib/queries/${kebab(procedure.split('.')[0]!)}-queries.ts`;
    for (const site of found) if (site.file !== home) problems.push(`${procedure} is built in ${site.file}, not in ${home}`);
  }
  return problems;
}

describe('one query factory per procedure', () => {
  const files = sourceFiles(clientRoot).map((path) => ({ file: relative(clientRoot, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

  it('finds the factories it looks for', () => {
    const procedures = new Set(findQueryFactories(files).map((site) => site.procedure));
    for (const procedure of ['event.byId', 'event.attributes', 'people.list', 'matches.count', 'schedule.public']) expect(procedures).toContain(procedure);
  });

  it('each procedure has exactly one factory, in lib/queries/<router>-queries.ts', () => {
    expect(factoryProblems(findQueryFactories(files))).toEqual([]);
  });

  it('refuses a second factory, and one outside lib/queries', () => {
    const sites = findQueryFactories([
      { file: 'lib/queries/event-queries.ts', text: 'return trpc.event.byId.queryOptions({ id }, { staleTime: 0 });' },
      { file: 'features/people/people-queries.ts', text: 'return trpc.event.byId.queryOptions({ id }, { staleTime: 60_000 });' },
      { file: 'features/x/x.ts', text: "queryOptions({ queryKey: procedureKey('matches.count', { attendeeId }), queryFn })" },
    ]);
    expect(factoryProblems(sites)).toEqual([
      'event.byId has 2 factories: lib/queries/event-queries.ts, features/people/people-queries.ts',
      'event.byId is built in features/people/people-queries.ts, not in lib/queries/event-queries.ts',
      'matches.count is built in features/x/x.ts, not in lib/queries/matches-queries.ts',
    ]);
  });
});
