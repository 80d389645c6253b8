// Starts the real server (createServer, as src/server/main.ts does) for the
// browser tests, serving the private build in e2e/.artifacts/dist. A private
// build, because other test suites and developers rebuild dist/ at any time:
// the server keeps index.html in memory, and a rebuild under a running test
// would leave it pointing at deleted chunks and a changed precache.
// With E2E_PREBUILT_DIST (an absolute path) it serves that build instead: `npm test`
// passes the dist/ it built moments before, and nothing rebuilds it during the run.
import path from 'node:path';
import { createServer } from '../src/server/app.ts';
import { e2eDistDir, e2ePrebuiltDist } from './fixtures/server-address.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const server = await createServer({ distDir: e2ePrebuiltDist ?? path.join(repoRoot, e2eDistDir) });
const url = await server.start();
console.info(`e2e server at ${url}`);

const shutdown = () => {
  // A stuck connection must not keep the process alive past Playwright's teardown.
  setTimeout(() => process.exit(1), 5_000).unref();
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
