// The error codes every answer uses. Errors are classified by these codes, never by message text.
export const errorCodes = [
  'PARSE_ERROR',
  'BAD_REQUEST',
  'INTERNAL_SERVER_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_SUPPORTED',
  'TIMEOUT',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE_CONTENT',
  'TOO_MANY_REQUESTS',
  'CLIENT_CLOSED_REQUEST',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Why a refusal happened, where the code alone cannot tell a client what to show: sent as
 * `data.reason` (null otherwise). FEATURE_OFF: the organizer switched the feature off for the
 * event (a FORBIDDEN that is about the event, not the caller's account). MEETING_SLOT_TAKEN: a
 * meeting time was taken meanwhile (a CONFLICT); `data.freeSlots` then lists the pair's next free
 * slot starts, unix seconds, to offer instead.
 */
export const refusalReasons = ['FEATURE_OFF', 'MEETING_SLOT_TAKEN'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** The messages the client shows for failures of its own (no server message to show). */
export const clientMessages = {
  transformFailed: 'Unable to transform response from server',
  inputTooBig: 'Input is too big for a single dispatch',
  missingResult: 'Missing result',
  aborted: 'Aborted',
  uploadFailed: 'File upload request failed',
  eventAttributesFailed: 'Failed to fetch event attributes',
  pageNotFound: (path: string) => `Page not found: ${path}`,
} as const;

/** Codes after which repeating the same request cannot succeed. */
const finalCodes: ReadonlySet<ErrorCode> = new Set([
  'PARSE_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_SUPPORTED',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE_CONTENT',
]);

export function isRetriableCode(code: ErrorCode | undefined): boolean {
  if (code === undefined) return true; // no code: the network failed before the server answered
  return !finalCodes.has(code);
}
