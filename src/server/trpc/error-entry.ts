import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import { errorCodes, type ErrorCode, type RefusalReason } from '#shared/errors.ts';
import type { FieldIssue } from '../services/domain-error.ts';

// One error entry in tRPC's shape, for everything that answers as tRPC does: the error formatter
// (procedures), a service's refusal from a route standing in for a procedure (the event feeds) and
// errors found before tRPC sees the call. The client reads all three alike, so they are built once.

/** The HTTP status tRPC gives a code, from tRPC's own table. */
export function httpStatusOfCode(code: TRPC_ERROR_CODE_KEY): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code }));
}

/**
 * Our code for a status answered before tRPC ran, from the same table read backwards. PARSE_ERROR
 * shares 400 with BAD_REQUEST, which names it as tRPC itself does.
 */
export function codeOfHttpStatus(status: number): ErrorCode {
  return errorCodes.find((code) => code !== 'PARSE_ERROR' && httpStatusOfCode(code) === status) ?? 'BAD_REQUEST';
}

/** A service's field issues as the ZodError a failed input would have raised. */
export function zodErrorOfIssues(issues: readonly FieldIssue[]): z.ZodError {
  return new z.ZodError(issues.map(({ path, message }) => ({ code: 'custom' as const, path: [...path], message, input: undefined })));
}

/**
 * A one-line message for a validation failure (tRPC's default is the issues as JSON): the first
 * issue's own words, for procedures and for the routes that check their own input alike. People
 * read it, so no schema path ("post.title: …"); the field it belongs to travels
 * in `fieldErrors` and `fieldPaths`.
 */
export function summarizeZodError(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** Every issue under its full dotted path ("session.endsAt"), for forms whose fields are nested. */
function issuesByPath(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** zod's flattened errors (by top-level key) and every issue by full path; both null when the input was fine. */
function fieldErrorsOf(zodError: z.core.$ZodError | null) {
  if (!zodError) return { fieldErrors: null, fieldPaths: null };
  return { fieldErrors: z.flattenError(zodError).fieldErrors as Record<string, string[]>, fieldPaths: issuesByPath(zodError) };
}

export interface ErrorEntryParts {
  /** One of ours (#shared/errors.ts); tRPC may raise a few more of its own before a procedure runs. */
  code: ErrorCode | TRPC_ERROR_CODE_KEY;
  message: string;
  /** The procedure called; left out where tRPC leaves it out (no procedure was named). */
  path?: string | undefined;
  /** The status sent, when it is not the code's own (a status Fastify answered before tRPC ran). */
  httpStatus?: number;
  /** The input's issues, sent as `fieldErrors` and `fieldPaths`. */
  zodError?: z.core.$ZodError | null;
  /** Why, where the code alone does not say what the client should show (FEATURE_OFF). */
  reason?: RefusalReason | null;
  /** With MEETING_SLOT_TAKEN: the next free slots to offer; left out of every other answer. */
  freeSlots?: readonly number[] | null;
  traceId: string | null;
}

/** `{ message, code, data }` as tRPC sends an error, with our `fieldErrors`, `fieldPaths`, `reason` and `traceId`. */
export function trpcErrorEntry({ code, message, path, httpStatus, zodError = null, reason = null, freeSlots = null, traceId }: ErrorEntryParts) {
  return {
    message,
    code: TRPC_ERROR_CODES_BY_KEY[code],
    data: {
      code,
      httpStatus: httpStatus ?? httpStatusOfCode(code),
      ...(path === undefined ? {} : { path }),
      ...fieldErrorsOf(zodError),
      reason,
      ...(freeSlots ? { freeSlots: [...freeSlots] } : {}),
      traceId,
    },
  };
}
