import { errorText } from './error-text.ts';

/**
 * Words for a write that failed before any server saw it: queueing it on the phone failed
 * (OutboxFullError: storage full or blocked) or nobody is signed in. Such errors carry their own
 * plain message; anything with a server code is worded by errorText.
 */
export function queuedWriteErrorText(error: unknown): string {
  const coded = (error as { data?: { code?: unknown } } | null)?.data?.code !== undefined;
  if (!coded && error instanceof Error && error.message) return error.message;
  return errorText(error);
}
