import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { DomainError } from '../services/domain-error.ts';
import type { Context } from './context.ts';
import { freeSlotsOf, refusalReasonOf, toTrpcError } from './domain-error-to-trpc.ts';
import { summarizeZodError, trpcErrorEntry } from './error-entry.ts';

/**
 * The only initTRPC. Errors keep tRPC's shape and codes (#shared/errors.ts) and add
 * `data.fieldErrors` (zod's flattened errors, by top-level key) and `data.fieldPaths` (by full
 * path) so forms can show zod's messages next to each field, and `data.reason` (a feature
 * switched off) where the code alone does not say what to show.
 * Stack traces and internal messages leave the server only in development.
 */
const t = initTRPC.context<Context>().create({
  // Decided per request below; tRPC's own isDev would fix it for the whole process.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const development = ctx?.deps.env.NODE_ENV === 'development';
    // Only the input's own issues: an output that fails its schema (INTERNAL_SERVER_ERROR with a
    // ZodError cause) would otherwise describe server data to the caller. The core class: contracts
    // written in zod/mini throw it, not classic zod's ZodError (a subclass).
    const zodError = error.code === 'BAD_REQUEST' && error.cause instanceof z.core.$ZodError ? error.cause : null;
    const hideMessage = error.code === 'INTERNAL_SERVER_ERROR' && !development;
    const entry = trpcErrorEntry({
      code: error.code,
      message: zodError ? summarizeZodError(zodError) : hideMessage ? 'Something went wrong on our side. Please try again.' : shape.message,
      path: shape.data.path,
      httpStatus: shape.data.httpStatus,
      zodError,
      reason: refusalReasonOf(error),
      freeSlots: freeSlotsOf(error),
      traceId: ctx?.traceId ?? null,
    });
    return development && error.stack ? { ...entry, data: { ...entry.data, stack: error.stack } } : entry;
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
