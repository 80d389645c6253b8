import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRow } from '../db/schema/accounts.ts';
import type { ServerDeps } from '../deps.ts';
import type { AccessLoader } from '../services/access/access-loader.ts';
import type { FeedReaders } from '../services/event-feeds/feed-readers.ts';

export interface Context {
  deps: ServerDeps;
  request: FastifyRequest;
  /** Procedures set and clear the auth cookie through it. */
  reply: FastifyReply;
  traceId: string;
  ip: string;
  /** The token the request carried (header or cookie), valid or not. */
  token: string | null;
  /** The signed-in account, or null when the token is missing, unknown, revoked or expired. */
  account: AccountRow | null;
  /** The caller's grants per event and organization, loaded once per request (services/access). */
  access: AccessLoader;
}

/**
 * `callers`: the event feeds' readers, so a procedure's session and event access come from the
 * same memory (and the same announced invalidation) as a feed's, where that memory is exact.
 */
export function createContextFactory(deps: ServerDeps, callers: Pick<FeedReaders, 'caller'>) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const { token, account, access } = await callers.caller(req);
    return { deps, request: req, reply: res, traceId: req.id, ip: req.ip, token, account, access };
  };
}
