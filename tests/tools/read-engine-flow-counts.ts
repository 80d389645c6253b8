import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Counts } from './read-report-counts.ts';

// The cross-engine flows' counts per engine, for npm test's summary line (issue 34): Chromium and
// Firefox from Playwright's json report (the tests tagged @flows, by project), WebKit from its
// runner's own report (e2e/engines/webkit/run-webkit-flows.ts).

export type EngineCounts = Record<string, Counts>;

interface Suite {
  specs?: Array<{ title: string; tests: Array<{ projectName: string; status: string }> }>;
  suites?: Suite[];
}

const playwrightSuites = z.object({ suites: z.array(z.unknown()) });

/** The Playwright project each engine's flows run in. */
const engineOfProject: Record<string, string> = { desktop: 'Chromium', firefox: 'Firefox' };

function walk(suite: Suite, into: EngineCounts): void {
  for (const spec of suite.specs ?? []) {
    if (!spec.title.includes('@flows')) continue;
    for (const test of spec.tests) {
      const engine = engineOfProject[test.projectName];
      if (!engine) continue;
      const counts = (into[engine] ??= { passed: 0, failed: 0, skipped: 0 });
      // A flaky test passed on its retry; "unexpected" failed every try.
      if (test.status === 'expected' || test.status === 'flaky') counts.passed += 1;
      else if (test.status === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
  }
  for (const child of suite.suites ?? []) walk(child, into);
}

/** Per engine, from Playwright's json report; {} when there is no report. */
export function readPlaywrightEngineFlowCounts(file: string): EngineCounts {
  if (!existsSync(file)) return {};
  const parsed = playwrightSuites.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return {};
  const counts: EngineCounts = {};
  for (const suite of parsed.data.suites) walk(suite as Suite, counts);
  return counts;
}

/** "Chromium 10/10, Firefox 10/10, WebKit 9/10" (passed of those run; a skipped flow is not run). */
export function describeEngineFlowCounts(counts: EngineCounts): string {
  return Object.entries(counts)
    .map(([engine, { passed, failed }]) => `${engine} ${passed}/${passed + failed}`)
    .join(', ');
}
