import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainError } from '../services/domain-error.ts';
import { httpStatusOfCode, trpcErrorEntry, zodErrorOfIssues } from '../trpc/error-entry.ts';

/** Refusals are about this request and this caller: never stored by a cache. */
function refusalHeaders(reply: FastifyReply, error: DomainError): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply;
}

/**
 * A service's refusal from a plain HTTP route: the code's status (or `status`, where the code's
 * own does not fit, as a busy server's 503) and `{ error, code, reason?, traceId }`.
 */
export function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError, status = httpStatusOfCode(error.code)) {
  const body = { error: error.message, code: error.code, ...(error.reason ? { reason: error.reason } : {}), traceId: request.id };
  return refusalHeaders(reply, error).code(status).send(body);
}

/**
 * A service's refusal from a route that stands in for a tRPC procedure (the event feeds), in
 * tRPC's own error shape and status, so the app reads it by code as it reads the procedure's.
 */
export function sendDomainErrorAsTrpc(request: FastifyRequest, reply: FastifyReply, error: DomainError, procedurePath: string) {
  const zodError = error.fieldIssues.length > 0 ? zodErrorOfIssues(error.fieldIssues) : null;
  const entry = trpcErrorEntry({ code: error.code, message: error.message, path: procedurePath, zodError, reason: error.reason, traceId: request.id });
  return refusalHeaders(reply, error).code(entry.data.httpStatus).send({ error: entry });
}
