import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '#shared/errors.ts';
import { trpcErrorEntry } from '../trpc/error-entry.ts';

export const trpcPrefix = '/api/trpc/';

/** Statuses Fastify itself answers before tRPC runs, named as the typed call protocol names them. */
const codeOfStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  499: 'CLIENT_CLOSED_REQUEST',
};

export function isTrpcRequest(request: FastifyRequest): boolean {
  return request.url.startsWith(trpcPrefix);
}

/** The procedures a call names: one, or a batch's comma-joined list (as tRPC reads it). */
function calledPaths(request: FastifyRequest): { paths: string[]; batch: boolean } {
  const path = (request.params as { path?: string } | undefined)?.path ?? '';
  const batch = (request.query as { batch?: unknown } | undefined)?.batch === '1';
  return { paths: batch ? path.split(',') : [path], batch };
}

export function trpcCodeOfStatus(status: number): ErrorCode {
  return codeOfStatus[status] ?? 'BAD_REQUEST';
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
