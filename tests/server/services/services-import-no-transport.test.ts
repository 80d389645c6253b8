import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Services decide refusals with DomainError and leave the wire shape to the transports (tRPC,
// plain HTTP routes); an import of tRPC here would tie every service to one of them again.
const servicesDir = path.resolve(import.meta.dirname, '../../../src/server/services');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module specifier a file names: imports of any kind (type-only too), re-exports, dynamic imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\b[^'";]*?['"]([^'"]+)['"]/gm)) if (match[1]) found.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) if (match[1]) found.push(match[1]);
  return found;
}

const isTrpcServer = (specifier: string) => specifier === '@trpc/server' || specifier.startsWith('@trpc/server/');

describe('src/server/services', () => {
  it('reads every import form the check relies on', () => {
    const sample = "import { TRPCError } from '@trpc/server';\nimport type { X } from '@trpc/server/http';\nexport * from '@trpc/server/rpc';\nawait import('@trpc/server');";
    expect(specifiers(sample).filter(isTrpcServer)).toHaveLength(4);
  });

  it('never imports @trpc/server: services throw DomainError', () => {
    const files = sourceFiles(servicesDir);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => specifiers(readFileSync(file, 'utf8')).some(isTrpcServer)).map((file) => path.relative(servicesDir, file));
    expect(offenders).toEqual([]);
  });
});
