import type { FastifyRequest } from 'fastify';

/**
 * What a request log line shows. API query strings are left out: tRPC puts procedure
 * input there (an authenticate call may even carry a token), and logs outlive sessions.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const [path, query] = request.url.split('?', 2);
  const keepQuery = !path?.startsWith('/api/');
  return {
    method: request.method,
    url: keepQuery || query === undefined ? request.url : `${path}?[redacted]`,
    remoteAddress: request.ip,
  };
}
