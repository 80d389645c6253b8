import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints one plain line, "N passed, N failed", at the end of the run: CI
 * reads that line (see e2e/README.md, "Plain summary line"). A test counts once, by its final result.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult['status']>();
  private startedAt = Date.now();

  onBegin(): void {
    this.startedAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(result: FullResult): void {
    const statuses = [...this.outcomes.values()];
    const passed = statuses.filter((s) => s === 'passed').length;
    const skipped = statuses.filter((s) => s === 'skipped').length;
    const failed = statuses.length - passed - skipped;
    const seconds = ((Date.now() - this.startedAt) / 1000).toFixed(1);
    console.log(`${passed} passed, ${failed} failed (${skipped} skipped, ${seconds} s, ${result.status})`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
