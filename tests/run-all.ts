// `npm test`: every check in the order that fails fastest, then one plain summary line
// ("N passed, N failed") that CI reads. A failed step does not hide the later ones:
// everything runs, and the exit code is non-zero if anything failed.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeEngineFlowCounts, readPlaywrightEngineFlowCounts, type EngineCounts } from './tools/read-engine-flow-counts.ts';
import { readJestStyleCounts, readPlaywrightCounts, readWebKitCounts, type Counts } from './tools/read-report-counts.ts';
import { runStep } from './tools/run-step.ts';

// Absolute, because Playwright resolves its report path from its config folder.
const reportDir = resolve('tests', '.tmp');
mkdirSync(reportDir, { recursive: true });

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
/** The core flows every phone's engine must pass (issue 34), per engine, for the summary line. */
let engineFlowCounts: EngineCounts = {};
const failedSteps: string[] = [];

function add(step: string, ok: boolean, counts: Counts | null) {
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  // A step that failed without a failing test (a crash, a type error) still counts once.
  if (!ok && (!counts || counts.failed === 0)) totals.failed += 1;
  if (!ok) failedSteps.push(step);
}

const plainCheck = { passed: 1, failed: 0, skipped: 0 };

// The build first: the browser tests serve this same build, and the route tree it generates is
// what typecheck and lint read.
// A production build whatever NODE_ENV the caller has: the page registers its service worker only in one.
const built = await runStep('build (also generates the route tree)', ['npx', 'vite', 'build', '--logLevel', 'warn'], { env: { NODE_ENV: 'production' } });
add('build', built, built ? plainCheck : null);
const serverFree = await runStep('no server package in dist/', ['node', '--import', 'tsx', 'tests/tools/check-dist-server-free.ts']);
add('no server package in dist/', serverFree, serverFree ? plainCheck : null);

// tsc and ESLint each use one core: side by side on two, with knip's short run beside them.
const sideBySide = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'unused files, exports and dependencies (knip)', command: ['npm', 'run', '--silent', 'unused'] },
];
const sideBySideResults = await Promise.all(sideBySide.map((check) => runStep(check.name, check.command, { buffered: true })));
sideBySide.forEach((check, index) => add(check.name, sideBySideResults[index]!, sideBySideResults[index] ? plainCheck : null));

// Which file runs in which project, and why: tests/README.md, "Which runs where".
const vitestRuns: Array<{ name: string; projects: string[]; env: Record<string, string> }> = [
  { name: 'unit tests (Node and jsdom)', projects: ['unit', 'dom'], env: {} },
  { name: `server tests on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, projects: ['server', 'server-isolated'], env: {} },
];
if (process.env.TEST_DATABASE_URL) {
  vitestRuns.push({ name: 'server tests that differ by database, on PostgreSQL', projects: ['server-on-postgres'], env: {} });
}
for (const [index, run] of vitestRuns.entries()) {
  const output = join(reportDir, `vitest-${index}-${run.projects.join('-')}.json`);
  rmSync(output, { force: true });
  const projects = run.projects.flatMap((project) => ['--project', project]);
  const command = ['npx', 'vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${output}`];
  const ok = await runStep(run.name, command, { env: run.env });
  add(run.name, ok, readJestStyleCounts(output));
}

if (process.env.SKIP_E2E === '1') {
  console.log('\n▶ browser tests skipped (SKIP_E2E=1)');
} else {
  const output = join(reportDir, 'playwright.json');
  rmSync(output, { force: true });
  const ok = await runStep('browser tests (Playwright: Chromium, and Firefox for @engines)', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    // The build made above, not a second one (e2e/README.md); after a failed build, a fresh one of its own
    // rather than an older dist/.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, ...(built ? { E2E_PREBUILT_DIST: resolve('dist') } : {}) },
  });
  add('browser tests', ok, readPlaywrightCounts(output));
  engineFlowCounts = readPlaywrightEngineFlowCounts(output);

  // WebKit (the engine of every iPhone browser): Debian's WebKitGTK over WebDriver, which Playwright
  // cannot drive here, runs the same flows (e2e/engines/webkit/). It has no headless mode: xvfb-run.
  const webkitOutput = join(reportDir, 'webkit.json');
  rmSync(webkitOutput, { force: true });
  const webkitOk = await runStep('core flows in WebKit (WebKitGTK over WebDriver)', ['xvfb-run', '-a', 'node', '--import', 'tsx', 'e2e/engines/webkit/run-webkit-flows.ts'], {
    env: { WEBKIT_JSON_OUTPUT: webkitOutput, ...(built ? { E2E_PREBUILT_DIST: resolve('dist') } : {}) },
  });
  const webkitCounts = readWebKitCounts(webkitOutput);
  add('core flows in WebKit', webkitOk, webkitCounts?.run ?? null);
  if (webkitCounts) engineFlowCounts.WebKit = webkitCounts.flows;
}

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
const engines = describeEngineFlowCounts(engineFlowCounts);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${engines ? ` (core flows: ${engines})` : ''}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
