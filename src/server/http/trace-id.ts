import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { traceIdHeaderName } from '#shared/contracts/session.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fastify's request id: the client's trace-id when it is a UUID (so one id follows a
 * call from the browser through every log line), otherwise a fresh one. Anything else
 * is ignored rather than echoed, so the header cannot inject text into logs.
 */
export function traceIdFromRequest(request: IncomingMessage): string {
  const header = request.headers[traceIdHeaderName];
  const value = Array.isArray(header) ? header[0] : header;
  return value && uuidPattern.test(value) ? value.toLowerCase() : randomUUID();
}

/** A plain callback, not an async hook: it runs on every request, where a promise per hook shows. */
export function echoTraceId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(traceIdHeaderName, request.id);
    done();
  });
}
