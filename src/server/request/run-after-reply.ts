import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Runs work once the answer has gone out (or the client has left), so how long the work takes
 * (does this email have an account? is the mail server slow?) cannot be read from the answer's
 * timing. Nobody waits for it: failures are logged, never thrown.
 */
export function runAfterReply(reply: FastifyReply, log: FastifyBaseLogger, what: string, task: () => Promise<unknown>): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    task().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  };
  const response = reply.raw;
  if (response.writableFinished || response.destroyed) {
    setImmediate(run);
    return;
  }
  response.once('finish', run);
  response.once('close', run);
}
