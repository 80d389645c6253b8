import type { ErrorCode } from '#shared/errors.ts';
import { readClientError } from './client-error.ts';

/**
 * A feature the organizer switched off is refused as FORBIDDEN like a refusal of the account, but
 * it is about the event: it says so in its reason, and people are told it is not offered here.
 */
export const featureOffText = "This feature isn't offered at this event.";

export function isFeatureOff(error: unknown): boolean {
  return readClientError(error).reason === 'FEATURE_OFF';
}

/**
 * What to tell a person when a change failed, chosen by the error's code (never its text):
 * no answer means offline; otherwise the server's own message, which is written for people,
 * unless the caller has better words for that code.
 */
export function errorText(error: unknown, byCode: Partial<Record<ErrorCode, string>> = {}): string {
  const { code, message, reason } = readClientError(error);
  if (code === undefined) return 'We could not reach the server, so nothing changed. Check your connection and try again.';
  if (reason === 'FEATURE_OFF') return featureOffText;
  const better = byCode[code];
  if (better) return better;
  if (code === 'TOO_MANY_REQUESTS') return 'Too many attempts. Please wait a minute and try again.';
  return message;
}
