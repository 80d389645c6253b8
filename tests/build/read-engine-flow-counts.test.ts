import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEngineFlowCounts, readPlaywrightEngineFlowCounts } from '../tools/read-engine-flow-counts.ts';

// npm test's summary line names each engine's cross-engine flows: read from Playwright's json
// report, nested suites and all, counting only the @flows tests of the engines' projects.

const report = {
  suites: [
    {
      specs: [{ title: 'a plain test', tests: [{ projectName: 'desktop', status: 'unexpected' }] }],
      suites: [
        {
          specs: [
            {
              title: '1. sign-in @engines @flows',
              tests: [
                { projectName: 'desktop', status: 'expected' },
                { projectName: 'firefox', status: 'flaky' },
                { projectName: 'phone', status: 'expected' },
              ],
            },
            {
              title: '2. offline @engines @flows',
              tests: [
                { projectName: 'desktop', status: 'expected' },
                { projectName: 'firefox', status: 'unexpected' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('readPlaywrightEngineFlowCounts', () => {
  it('counts the @flows tests per engine, a flaky one as passed, and nothing else', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'flow-counts-')), 'playwright.json');
    writeFileSync(file, JSON.stringify(report));
    const counts = readPlaywrightEngineFlowCounts(file);
    expect(counts).toEqual({ Chromium: { passed: 2, failed: 0, skipped: 0 }, Firefox: { passed: 1, failed: 1, skipped: 0 } });
    expect(describeEngineFlowCounts({ ...counts, WebKit: { passed: 9, failed: 1, skipped: 0 } })).toBe('Chromium 2/2, Firefox 1/2, WebKit 9/10');
  });

  it('gives nothing for a missing report', () => {
    expect(readPlaywrightEngineFlowCounts('/nonexistent/playwright.json')).toEqual({});
  });
});
