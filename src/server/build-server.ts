// `npm run build:server` (part of `npm run build`): the server as one JavaScript file,
// .build/server/main.mjs, which `npm start` runs with plain node. Running the TypeScript through
// tsx instead costs about 80 MB idle and 140 MB at the doors-open peak (tsx's transformed modules
// and their source maps stay in memory), on a server whose budget is 512 MB.
// Packages stay in node_modules (not bundled). The file sits two folders below the repository, as
// app.ts does, so `new URL('../../', import.meta.url)` still names the repository root; the
// migrations are copied beside it, where db/migrate.ts looks for them relative to itself.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverBuildDir = `${repoRoot}.build/server`;

export async function buildServer(): Promise<string> {
  rmSync(serverBuildDir, { recursive: true, force: true });
  const outfile = `${serverBuildDir}/main.mjs`;
  await build({
    entryPoints: [`${repoRoot}src/server/main.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Readable on purpose: a stack trace names the function, and each module is marked with its source path.
    minify: false,
    logLevel: 'warning',
  });
  cpSync(`${repoRoot}src/server/db/migrations`, `${serverBuildDir}/migrations`, { recursive: true });
  return outfile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.info(`Server built: ${await buildServer()}`);
}
