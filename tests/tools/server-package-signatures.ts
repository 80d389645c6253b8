import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Strings that survive bundling and minification of each server-only package (error codes, symbol
 * keys, URLs, file paths inside their code), none of which the page's own code contains.
 * tests/lint/server-packages-in-bundle.test.ts bundles every package and shows each is found.
 */
export const serverPackageSignatures: Record<string, string[]> = {
  'drizzle-orm': ['drizzle:entityKind'],
  fastify: ['FST_ERR_'],
  pg: ['Client has already been connected', 'SCRAM-SHA-256-PLUS'],
  '@electric-sql/pglite': ['/pglite/share/postgresql', '_pgl_'],
  sharp: ['@img/sharp-'],
  nodemailer: ['nodemailer.com'],
  tsx: ['tsx-namespace', 'tsx:global-cjs-loader-count'],
};

export const serverPackages = Object.keys(serverPackageSignatures);

/** The server packages whose signatures occur in one built script. */
export function findServerPackagesInScript(code: string): string[] {
  return serverPackages.filter((name) => serverPackageSignatures[name]!.some((signature) => code.includes(signature)));
}

/** The server packages a source map lists among its sources (exact, where the build writes maps). */
export function findServerPackagesInSourceMap(mapJson: string): string[] {
  const sources = (JSON.parse(mapJson) as { sources?: unknown }).sources;
  if (!Array.isArray(sources)) return [];
  return serverPackages.filter((name) => sources.some((source) => typeof source === 'string' && source.includes(`node_modules/${name}/`)));
}

export type DistFinding = { file: string; packages: string[] };

/** Every .js file (by signature) and .js.map file (by source path) under a folder that carries a server package. */
export function findServerPackagesInFolder(folder: string): DistFinding[] {
  const findings: DistFinding[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    let packages: string[] = [];
    if (/\.m?js$/.test(entry.name)) packages = findServerPackagesInScript(readFileSync(path, 'utf8'));
    else if (/\.m?js\.map$/.test(entry.name)) packages = findServerPackagesInSourceMap(readFileSync(path, 'utf8'));
    if (packages.length > 0) findings.push({ file: relative(folder, path), packages });
  }
  return findings;
}
