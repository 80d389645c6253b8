import { errorCodes, refusalReasons, type ErrorCode, type RefusalReason } from '#shared/errors.ts';

// tRPC errors carry the server's formatted shape in `data`; we read it structurally so this
// module needs no server types and also copes with plain network failures (no data at all).
export interface ClientErrorInfo {
  code: ErrorCode | undefined;
  message: string;
  fieldErrors: Record<string, string[]>;
  /** The same problems by full dotted path ("session.endsAt"), for nested forms. */
  fieldPaths: Record<string, string[]>;
  /** Why, where the code alone does not say what to show (FEATURE_OFF: the event switched the feature off). */
  reason: RefusalReason | null;
}

const knownCodes: ReadonlySet<string> = new Set(errorCodes);
const knownReasons: ReadonlySet<string> = new Set(refusalReasons);

function readFieldErrors(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/**
 * The message without a leading field path ("post.title: Give the update a title"), which an
 * older server (or a queued write's saved error) may still carry: the
 * path is for code (it comes in fieldPaths), never for people.
 */
function withoutFieldPath(message: string, fieldPaths: Record<string, string[]>): string {
  const path = Object.keys(fieldPaths).find((key) => key !== '' && message.startsWith(`${key}: `));
  return path === undefined ? message : message.slice(path.length + 2);
}

export function readClientError(error: unknown): ClientErrorInfo {
  const data = (error as { data?: { code?: unknown; fieldErrors?: unknown; fieldPaths?: unknown; reason?: unknown } } | null)?.data;
  const code = typeof data?.code === 'string' && knownCodes.has(data.code) ? (data.code as ErrorCode) : undefined;
  const fieldPaths = readFieldErrors(data?.fieldPaths);
  const message = error instanceof Error ? withoutFieldPath(error.message, fieldPaths) : 'Something went wrong.';
  const reason = code !== undefined && typeof data?.reason === 'string' && knownReasons.has(data.reason) ? (data.reason as RefusalReason) : null;
  return { code, message, fieldErrors: readFieldErrors(data?.fieldErrors), fieldPaths, reason };
}
