import type { ErrorCode } from '#shared/errors.ts';
import { readClientError } from './client-error.ts';

/**
 * What to tell a person when a change failed, chosen by the error's code (never its text):
 * no answer means offline; otherwise the server's own message, which is written for people,
 * unless the caller has better words for that code.
 */
export function errorText(error: unknown, byCode: Partial<Record<ErrorCode, string>> = {}): string {
  const { code, message } = readClientError(error);
  if (code === undefined) return 'We could not reach the server, so nothing changed. Check your connection and try again.';
  const better = byCode[code];
  if (better) return better;
  if (code === 'TOO_MANY_REQUESTS') return 'Too many attempts. Please wait a minute and try again.';
  return message;
}
