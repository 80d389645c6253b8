import type { FastifyReply, FastifyRequest } from 'fastify';
import { protocolErrorNumbers } from '#shared/errors.ts';
import type { DomainError } from '../services/domain-error.ts';
import { httpStatusOfCode } from './http-status-of-code.ts';

/** Refusals are about this request and this caller: never stored by a cache. */
function refusalHeaders(reply: FastifyReply, error: DomainError): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply;
}

/** A service's refusal from a plain HTTP route: the code's status and `{ error, code, traceId }`. */
export function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  return refusalHeaders(reply, error).code(httpStatusOfCode[error.code]).send({ error: error.message, code: error.code, traceId: request.id });
}

/** The field errors a form reads, by top-level key and by full path, as tRPC's error formatter sends them. */
function fieldErrorsOf(error: DomainError) {
  if (error.fieldIssues.length === 0) return { fieldErrors: null, fieldPaths: null };
  const fieldErrors: Record<string, string[]> = {};
  const fieldPaths: Record<string, string[]> = {};
  for (const { path, message } of error.fieldIssues) {
    // As zod's flattenError: an issue about the whole input has no field of its own.
    if (path.length > 0) (fieldErrors[String(path[0])] ??= []).push(message);
    (fieldPaths[path.map(String).join('.')] ??= []).push(message);
  }
  return { fieldErrors, fieldPaths };
}

/**
 * A service's refusal from a route that stands in for a tRPC procedure (the event feeds), in
 * tRPC's own error shape and status, so the app reads it by code as it reads the procedure's.
 */
export function sendDomainErrorAsTrpc(request: FastifyRequest, reply: FastifyReply, error: DomainError, procedurePath: string) {
  const httpStatus = httpStatusOfCode[error.code];
  return refusalHeaders(reply, error)
    .code(httpStatus)
    .send({
      error: {
        message: error.message,
        code: protocolErrorNumbers[error.code],
        data: { code: error.code, httpStatus, path: procedurePath, ...fieldErrorsOf(error), traceId: request.id },
      },
    });
}
