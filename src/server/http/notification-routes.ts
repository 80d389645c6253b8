import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps.ts';
import { registerNotificationReadRoute } from './notification-read-route.ts';
import { registerNotificationStreamRoute } from './notification-stream-route.ts';
import type { SseWriter } from './sse-writer.ts';

/**
 * The plain (non-tRPC) notification routes, in their own scope: neither takes a body,
 * so a client that sends `content-type: application/json` with an empty PATCH body
 * is accepted instead of failing on Fastify's strict JSON parser.
 */
export function registerNotificationRoutes(scope: FastifyInstance, deps: ServerDeps, openStreams: Set<SseWriter>): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
  registerNotificationStreamRoute(scope, deps, openStreams);
  registerNotificationReadRoute(scope, deps);
}
