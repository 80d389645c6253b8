import { readClientError } from '../client-error.ts';
import { featureOffText } from '../error-text.ts';

/** What a failed refresh means for someone reading saved data. */
export function packSyncErrorText(error: unknown): string {
  const { code, reason } = readClientError(error);
  if (code === undefined) return "You're offline: showing the data saved on this device.";
  if (reason === 'FEATURE_OFF') return featureOffText;
  if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return 'This event is not available to your account.';
  if (code === 'UNAUTHORIZED') return 'Sign in again to refresh this event.';
  return 'The server could not refresh this event. Showing the data saved on this device.';
}

/** True when the server answered with a refusal (as opposed to no answer at all). */
export function isRefusal(error: unknown): boolean {
  return readClientError(error).code !== undefined;
}
