// Thrown by enqueue when the write could not be stored (IndexedDB full, blocked or missing), so
// the UI can say plainly that this change was NOT saved, instead of showing it as queued.
export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError';
  constructor(cause: unknown) {
    super('This change could not be saved on this device (storage is full or unavailable), so it was not recorded.', { cause });
  }
}
