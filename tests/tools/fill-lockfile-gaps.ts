// Our registry mirror serves only the Linux builds of some native packages (Tailwind's
// oxide, Rollup). npm then writes a lock without the other platforms' optional packages,
// and `npm ci` refuses that lock as "out of sync". This adds a bare optional entry for each
// such package, which `npm ci` accepts and skips on a platform that does not need it.
// Run after changing dependencies: `node --import tsx tests/tools/fill-lockfile-gaps.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lockSchema = z.looseObject({
  packages: z.record(z.string(), z.looseObject({ version: z.string().optional(), optionalDependencies: z.record(z.string(), z.string()).optional() })),
});

const lock = lockSchema.parse(JSON.parse(readFileSync(lockPath, 'utf8')));
const added: string[] = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version, optional: true };
    added.push(`${name}@${version}`);
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} optional entries:\n  ${added.join('\n  ')}` : 'The lock file has no gaps.');
