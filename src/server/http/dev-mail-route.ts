import { isIP } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { ServerDeps } from '../deps.ts';
import { toUnixSeconds } from '../services/clock.ts';

const querySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

/**
 * The outbox holds every mail, password-reset links included: whoever reads it can take over
 * any account. So it exists only when DEV_MAIL_OUTBOX=1 is set and mail is not really sent.
 */
export function isDevMailEnabled(deps: Pick<ServerDeps, 'env'>): boolean {
  return deps.env.DEV_MAIL_OUTBOX && !deps.env.SMTP_URL;
}

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z, as a dual-stack socket reports IPv4). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** Headers a reverse proxy adds: a request carrying one was relayed, so its socket peer says nothing of the client. */
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The socket's own peer, never request.ip: with TRUST_PROXY set, request.ip comes from
 * X-Forwarded-For, which a client can write itself. A reverse proxy on this machine connects
 * from loopback too, so anything it relayed is refused as well.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && forwardingHeaders.every((name) => request.headers[name] === undefined);
}

/**
 * GET /api/dev/mail[?to=]: the development outbox, newest first (the browser tests read reset
 * links here). Anyone not on this machine gets the same 404 as when the route does not exist.
 */
export function registerDevMailRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get('/api/dev/mail', async (request, reply) => {
    if (!isFromThisMachine(request)) return reply.callNotFound();
    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'Invalid query' });
    const rows = await deps.db
      .select()
      .from(mailOutbox)
      .where(query.data.to ? eq(mailOutbox.to, query.data.to) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(100);
    reply.header('cache-control', 'no-store');
    return { items: rows.map((row) => ({ ...row, createdAt: toUnixSeconds(row.createdAt) })) };
  });
}
