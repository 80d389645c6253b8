import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '#shared/errors.ts';
import { trpcErrorEntry } from '../trpc/error-entry.ts';

const trpcPrefix = '/api/trpc/';

export function isTrpcRequest(request: FastifyRequest): boolean {
  return request.url.startsWith(trpcPrefix);
}

/** The procedures a call names: one, or a batch's comma-joined list (as tRPC reads it). */
function calledPaths(request: FastifyRequest): { paths: string[]; batch: boolean } {
  const path = (request.params as { path?: string } | undefined)?.path ?? '';
  const batch = (request.query as { batch?: unknown } | undefined)?.batch === '1';
  return { paths: batch ? path.split(',') : [path], batch };
}

/**
 * Errors found before tRPC sees the call (a body over the limit or not JSON, a broken
 * Content-Length) answer in tRPC's own error shape, one entry per call of a batch, so the tRPC
 * client reads the code instead of failing on a body it does not know.
 */
export function sendTrpcProtocolError(request: FastifyRequest, reply: FastifyReply, error: { code: ErrorCode; status: number; message: string }) {
  const { code, status, message } = error;
  const { paths, batch } = calledPaths(request);
  const errorOf = (path: string) => ({ error: trpcErrorEntry({ code, message, path, httpStatus: status, traceId: request.id }) });
  return reply
    .code(status)
    .header('content-type', 'application/json')
    .send(batch ? paths.map(errorOf) : errorOf(paths[0] ?? ''));
}
