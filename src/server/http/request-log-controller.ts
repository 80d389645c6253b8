import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const feedRoutePrefix = '/api/events/:eventId/feeds/';

const isFeedRead = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.url?.startsWith(feedRoutePrefix) === true;

/**
 * Fastify's two lines per request ("incoming request", "request completed"), except for event
 * feed reads that went well: every phone of an event asks for its feeds on every visit, mostly
 * to hear 304, and at the default level those two lines cost about as much as the whole 304.
 * Such reads get one debug line; a refused or failed feed read is logged as any other request.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (isFeedRead(request)) return;
    super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!error && reply.statusCode < 400 && isFeedRead(request)) {
      reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'feed read');
      return;
    }
    super.requestCompleted(error, request, reply, metadata);
  }
}
