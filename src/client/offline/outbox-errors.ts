// Thrown by enqueue when the write could not be stored (IndexedDB full, blocked or missing), so
// the UI can say plainly that this change was NOT saved, instead of showing it as queued.
export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError';
  constructor(cause: unknown) {
    super('This change could not be saved on this device (storage is full or unavailable), so it was not recorded.', { cause });
  }
}

/**
 * The ops (a lazy chunk) could not be loaded, with a network. Firefox keeps a module load that
 * failed for the page's life, so there only a reload sends the queue: the page says so.
 */
export class OutboxOpsUnavailableError extends Error {
  override readonly name = 'OutboxOpsUnavailableError';
  constructor(cause: unknown) {
    super('The part of the app that sends changes could not be loaded.', { cause });
  }
}

/**
 * Thrown by an op whose items travel in requests of their own, at the same time (album photos, two
 * at once): the answers it got, and each other item's own error, so the drain applies the answers
 * and judges every failure by its own code (a dropped upload retries while its neighbour is done).
 */
export class OutboxItemFailures extends Error {
  override readonly name = 'OutboxItemFailures';
  constructor(
    readonly answers: ReadonlyArray<{ idempotencyKey: string }>,
    readonly failures: ReadonlyArray<{ idempotencyKey: string; error: unknown }>,
  ) {
    super(`${failures.length} of the items sent together failed`);
  }
}
