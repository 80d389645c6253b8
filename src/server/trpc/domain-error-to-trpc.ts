import { TRPCError } from '@trpc/server';
import type { RefusalReason } from '#shared/errors.ts';
import type { DomainError } from '../services/domain-error.ts';
import { zodErrorOfIssues } from './error-entry.ts';

// The reason travels beside the TRPCError (tRPC passes its own errors through untouched) to the
// error formatter, which sends it as `data.reason`.
const reasons = new WeakMap<TRPCError, RefusalReason>();
const freeSlots = new WeakMap<TRPCError, readonly number[]>();

export function refusalReasonOf(error: TRPCError): RefusalReason | null {
  return reasons.get(error) ?? null;
}

/** The free slots a refused meeting booking offers instead (sent as `data.freeSlots`), or null. */
export function freeSlotsOf(error: TRPCError): readonly number[] | null {
  return freeSlots.get(error) ?? null;
}

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
  if (error.reason) reasons.set(trpcError, error.reason);
  if (error.freeSlots) freeSlots.set(trpcError, error.freeSlots);
  return trpcError;
}
