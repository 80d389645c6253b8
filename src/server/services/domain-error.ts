import type { ErrorCode, RefusalReason } from '#shared/errors.ts';

/** An input field the caller got wrong, named by its path in the input as zod names it, so a form can mark it. */
export interface FieldIssue {
  path: ReadonlyArray<string | number>;
  message: string;
}

export interface DomainErrorDetails {
  /** For TOO_MANY_REQUESTS: whole seconds until the caller may try again. */
  retryAfterSeconds?: number;
  fieldIssues?: readonly FieldIssue[];
  /** Sent to the caller as `data.reason`, where the code alone does not say what to show. */
  reason?: RefusalReason;
  /** With MEETING_SLOT_TAKEN: the next free slot starts (unix seconds), sent as `data.freeSlots`. */
  freeSlots?: readonly number[];
  /** What went wrong underneath, for the logs; never sent to the caller. */
  cause?: unknown;
}

/**
 * A refusal decided by a service: a code of the shared error list and a message safe to show the
 * caller. Services do not know whether tRPC or a plain HTTP route asked, so each transport maps it
 * once to its own shape (trpc/init.ts, http/send-domain-error.ts).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  readonly retryAfterSeconds: number | undefined;
  readonly fieldIssues: readonly FieldIssue[];
  readonly reason: RefusalReason | null;
  readonly freeSlots: readonly number[] | null;

  constructor(code: ErrorCode, message: string, details: DomainErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.fieldIssues = details.fieldIssues ?? [];
    this.reason = details.reason ?? null;
    this.freeSlots = details.freeSlots ?? null;
  }
}

export function isDomainError(error: unknown, code?: ErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
