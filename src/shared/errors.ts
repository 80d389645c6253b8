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

/** JSON-RPC style numbers, as the typed call protocol sends them. */
export const protocolErrorNumbers: Record<ErrorCode, number> = {
  PARSE_ERROR: -32700,
  BAD_REQUEST: -32600,
  INTERNAL_SERVER_ERROR: -32603,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  METHOD_NOT_SUPPORTED: -32005,
  TIMEOUT: -32008,
  CONFLICT: -32009,
  PRECONDITION_FAILED: -32012,
  PAYLOAD_TOO_LARGE: -32013,
  UNPROCESSABLE_CONTENT: -32022,
  TOO_MANY_REQUESTS: -32029,
  CLIENT_CLOSED_REQUEST: -32099,
};

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
