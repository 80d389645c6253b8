import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../deps.ts';

/**
 * The origin links in answers point at: PUBLIC_URL when set (behind a proxy that is the only
 * reliable one), else the origin the request came to (trustProxy decides whether forwarded
 * headers count).
 */
export function requestOrigin(deps: Pick<ServerDeps, 'env'>, request: FastifyRequest): string {
  return (deps.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
