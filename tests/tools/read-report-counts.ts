import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const jestStyleReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number().default(0),
  numTodoTests: z.number().default(0),
});

/** Vitest's json reporter writes Jest-style totals. */
export function readJestStyleCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const parsed = jestStyleReport.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return null;
  const r = parsed.data;
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
});

/** Playwright's json reporter: flaky tests passed on retry and count as passed. */
export function readPlaywrightCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const parsed = playwrightReport.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return null;
  const s = parsed.data.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

const webkitReport = z.object({ passed: z.number(), failed: z.number(), knownFailures: z.number().default(0), skipped: z.number() });

/**
 * The WebKit runner's report (e2e/engines/webkit/run-webkit-flows.ts, WEBKIT_JSON_OUTPUT): `run`
 * for the totals (a known failure, listed with its cause, counts as skipped there), `flows` for the
 * engines' part of the summary line (a known failure counts as failed there).
 */
export function readWebKitCounts(file: string): { run: Counts; flows: Counts } | null {
  if (!existsSync(file)) return null;
  const parsed = webkitReport.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return null;
  const { passed, failed, knownFailures, skipped } = parsed.data;
  return { run: { passed, failed, skipped: skipped + knownFailures }, flows: { passed, failed: failed + knownFailures, skipped } };
}
