import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { DomainError } from '../services/domain-error.ts';
import { sendDomainError } from './send-domain-error.ts';
import { codeOfHttpStatus } from '../trpc/error-entry.ts';
import { isTrpcRequest, sendTrpcProtocolError } from './trpc-protocol-error.ts';

/**
 * A stream answer cut short because the client hung up (a closed tab, a lost network): nothing
 * can be sent any more and nothing failed on our side. The same code with the client still
 * connected means one of our streams broke, and stays an error.
 */
function isClientGone(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): boolean {
  if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') return false;
  return reply.raw.destroyed || request.raw.destroyed || request.raw.socket?.destroyed === true;
}

/**
 * Errors outside tRPC (body too large, bad JSON, a crash in a plain route) answer JSON
 * with the status and, for 5xx, no internal detail outside development. A service's
 * DomainError thrown in a plain route answers its own code and message.
 */
export function registerErrorHandler(app: FastifyInstance, env: Env): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof DomainError && error.code !== 'INTERNAL_SERVER_ERROR') return sendDomainError(request, reply, error);
    if (isClientGone(error, request, reply)) {
      request.log.info({ code: error.code }, 'Client closed the connection before the answer was complete');
      reply.raw.destroy();
      return;
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    if (status < 500 && isTrpcRequest(request)) {
      return sendTrpcProtocolError(request, reply, { code: codeOfHttpStatus(status), status, message: error.message });
    }
    const hide = status >= 500 && env.NODE_ENV !== 'development';
    return reply.code(status).send({
      error: hide ? 'Something went wrong on our side. Please try again.' : error.message,
      ...(error.code && !hide ? { code: error.code } : {}),
      traceId: request.id,
    });
  });
}
