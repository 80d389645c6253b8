import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundJob } from '#server/background-job.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startBackgroundJob', () => {
  it('logs a failed run as a warning naming the job and its error, and runs again next time', async () => {
    const warn = vi.fn();
    const failure = new Error('database went away');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    const stop = startBackgroundJob({ warn }, { name: 'prune rate limits', everyMs: 1000, run });

    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ err: failure, job: 'prune rate limits' }, expect.stringContaining('prune rate limits'));

    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs no more once stopped', async () => {
    const run = vi.fn().mockResolvedValue(undefined);
    const stop = startBackgroundJob({ warn: vi.fn() }, { name: 'refresh planner statistics', everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
