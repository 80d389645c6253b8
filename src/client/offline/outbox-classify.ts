import { isRetriableCode } from '#shared/errors.ts';
import { readClientError } from '#client/lib/client-error.ts';

// What a failed request means for the entries it carried, chosen by the tRPC code, never by
// the message text (which may change or be translated):
// - retry: no answer (offline, TypeError from fetch), TIMEOUT, TOO_MANY_REQUESTS → back off, forever;
// - server-fault: the server answered but failed (INTERNAL_SERVER_ERROR) → back off, and count it
//   against the entries: one entry that always breaks the server must not hold the queue forever;
// - pause: UNAUTHORIZED → the session is over; keep everything until someone signs in again;
// - split: the server refused the *input* of a batch → resend in halves so only the bad entry fails;
// - fail: any other final code (FORBIDDEN, NOT_FOUND, CONFLICT…) → these entries stop and are shown.
// A retry waits at least as long as the server asked (`retryAfterMs` on the error, from Retry-After),
// up to an hour: a request that sends a whole photo is not repeated while it cannot succeed.
export type FailureVerdict = { kind: 'retry' | 'server-fault' | 'pause' | 'split' | 'fail'; code: string; message: string; retryAfterMs?: number };

const inputCodes: ReadonlySet<string> = new Set(['BAD_REQUEST', 'PARSE_ERROR', 'PAYLOAD_TOO_LARGE', 'UNPROCESSABLE_CONTENT']);

const longestServerWaitMs = 60 * 60 * 1000;

function serverWaitOf(error: unknown): number | undefined {
  const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof asked === 'number' && Number.isFinite(asked) && asked > 0 ? Math.min(asked, longestServerWaitMs) : undefined;
}

export function classifyFailure(error: unknown, batchSize: number): FailureVerdict {
  const { code, message } = readClientError(error);
  if (code === undefined) return { kind: 'retry', code: 'NETWORK', message: 'Could not reach the server.' };
  if (code === 'UNAUTHORIZED') return { kind: 'pause', code, message: 'Signed out: sign in again to send this change.' };
  if (code === 'INTERNAL_SERVER_ERROR') return { kind: 'server-fault', code, message };
  if (isRetriableCode(code)) {
    const retryAfterMs = serverWaitOf(error);
    return { kind: 'retry', code, message, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
  if (batchSize > 1 && inputCodes.has(code)) return { kind: 'split', code, message };
  return { kind: 'fail', code, message };
}
