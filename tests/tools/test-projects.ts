// Which test file runs in which vitest project (vite.config.ts declares the projects).
// Kept here so the rule is in one place and says why; tests/README.md ("Which runs where") explains it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A server test file that must also run on PostgreSQL starts with this line, followed by why:
 * SQL the two engines run differently (concurrency, LISTEN/NOTIFY, migrations over old data,
 * driver-level encoding of bad bytes, two instances on one database). Everything else runs once,
 * on the embedded default (PGlite is the same PostgreSQL engine; only the connection differs).
 */
export const bothDatabasesMarker = '// Runs on both databases:';

/** Server test files that need no database at all: they run in the Node unit project, once. */
export const serverUnitPattern = 'tests/server/**/*.unit.test.ts';

function serverFilesWhere(root: string, keep: (text: string) => boolean): string[] {
  const folder = path.join(root, 'tests', 'server');
  return (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.unit.test.ts'))
    .filter((file) => keep(readFileSync(path.join(folder, file), 'utf8')))
    .map((file) => path.posix.join('tests', 'server', file.split(path.sep).join('/')))
    .sort();
}

export function bothDatabaseFiles(root: string): string[] {
  return serverFilesWhere(root, (text) => text.includes(bothDatabasesMarker));
}

/**
 * The server files run one after another in a worker that keeps its loaded modules (`isolate: false`):
 * importing the whole server once per worker instead of once per file. A file that replaces a module
 * with vi.mock needs its own module graph (the mock would not apply to a module an earlier file
 * loaded, and would leak into later ones), so it runs isolated.
 */
export function moduleMockingServerFiles(root: string): string[] {
  return serverFilesWhere(root, (text) => /\bvi\.(do)?[mM]ock\(/.test(text));
}
