import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundJob {
  /** Named in the log line of a failed run. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs a job on a timer that does not keep the process alive. Nobody awaits a run, so a failure
 * is logged (warn: the next run tries again) instead of becoming an unhandled rejection or
 * vanishing silently. Returns the function that stops it.
 */
export function startBackgroundJob(log: Pick<FastifyBaseLogger, 'warn'>, job: BackgroundJob): () => void {
  const timer = setInterval(() => {
    job.run().catch((error: unknown) => log.warn({ err: error, job: job.name }, `Background job "${job.name}" failed; it runs again in ${job.everyMs} ms`));
  }, job.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
