import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendTrpcProtocolError } from './trpc-protocol-error.ts';

/** The JSON a call carries: the POST body (kept as text by tRPC's parser) or a query's ?input=. */
function jsonText(request: FastifyRequest): string | undefined {
  if (request.method === 'GET') {
    const input = (request.query as { input?: unknown } | undefined)?.input;
    return typeof input === 'string' ? input : undefined;
  }
  return typeof request.body === 'string' && request.body !== '' ? request.body : undefined;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A call whose JSON cannot be read answers PARSE_ERROR (-32700, HTTP 400) before any procedure
 * runs. tRPC reads input lazily: on its own it calls this BAD_REQUEST, and a procedure that takes
 * no input would run on a broken body, even beside a refused call in the same batch.
 * (The body is parsed twice; even the largest import costs a few milliseconds more.)
 */
export function refuseUnparsableJson(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request, reply) => {
    const text = jsonText(request);
    if (text === undefined || isJson(text)) return;
    return sendTrpcProtocolError(request, reply, { code: 'PARSE_ERROR', status: 400, message: 'The request is not valid JSON' });
  });
}
