import { TRPCError } from '@trpc/server';
import type { DomainError } from '../services/domain-error.ts';
import { zodErrorOfIssues } from './error-entry.ts';

/**
 * A service's refusal as tRPC sends it: same code and message, and field issues as the ZodError
 * cause from which the error formatter (init.ts) builds `fieldErrors` and `fieldPaths`.
 */
export function toTrpcError(error: DomainError): TRPCError {
  const trpcError = new TRPCError({ code: error.code, message: error.message });
  if (error.fieldIssues.length > 0) {
    // Set afterwards: a zod 4 error is no Error subclass, and TRPCError's constructor would wrap it.
    Object.defineProperty(trpcError, 'cause', { value: zodErrorOfIssues(error.fieldIssues) });
  } else if (error.cause !== undefined) {
    Object.defineProperty(trpcError, 'cause', { value: error.cause });
  }
  if (error.stack) trpcError.stack = error.stack;
  return trpcError;
}
