import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { DomainError } from '../services/domain-error.ts';
import type { Context } from './context.ts';
import { toTrpcError } from './domain-error-to-trpc.ts';

/** A one-line message for a validation failure (tRPC's default is the issues as JSON). */
function summarizeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid input';
  return first.path.length > 0 ? `${first.path.join('.')}: ${first.message}` : first.message;
}

/** Every issue under its full dotted path ("session.endsAt"), for forms whose fields are nested. */
function issuesByPath(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * The only initTRPC. Errors keep tRPC's shape and codes (#shared/errors.ts) and add
 * `data.fieldErrors` (zod's flattened errors, by top-level key) and `data.fieldPaths` (by full
 * path) so forms can show zod's messages next to each field.
 * Stack traces and internal messages leave the server only in development.
 */
const t = initTRPC.context<Context>().create({
  // Decided per request below; tRPC's own isDev would fix it for the whole process.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const development = ctx?.deps.env.NODE_ENV === 'development';
    // Only the input's own issues: an output that fails its schema (INTERNAL_SERVER_ERROR with a
    // ZodError cause) would otherwise describe server data to the caller.
    const zodError = error.code === 'BAD_REQUEST' && error.cause instanceof z.ZodError ? error.cause : null;
    const hideMessage = error.code === 'INTERNAL_SERVER_ERROR' && !development;
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: zodError ? summarizeZodError(zodError) : hideMessage ? 'Something went wrong on our side. Please try again.' : shape.message,
      data: {
        ...data,
        ...(development && error.stack ? { stack: error.stack } : {}),
        fieldErrors: zodError ? (z.flattenError(zodError).fieldErrors as Record<string, string[]>) : null,
        fieldPaths: zodError ? issuesByPath(zodError) : null,
        traceId: ctx?.traceId ?? null,
      },
    };
  },
});

export const router = t.router;

/**
 * tRPC wraps anything that is not its own error as INTERNAL_SERVER_ERROR with the original as its
 * cause; a service's DomainError is unwrapped here, once for every procedure, into the code and
 * message the service chose (and so the HTTP status tRPC derives from that code).
 */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTrpcError(result.error.cause);
  return result;
});

export const baseProcedure = t.procedure.use(mapDomainErrors);
