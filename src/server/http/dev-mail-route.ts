import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { ServerDeps } from '../deps.ts';
import { toUnixSeconds } from '../services/clock.ts';

const querySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

/** True only where the outbox exists and nobody real could read it: no SMTP, not production. */
export function isDevMailEnabled(deps: ServerDeps): boolean {
  return !deps.env.SMTP_URL && deps.env.NODE_ENV !== 'production';
}

/** GET /api/dev/mail[?to=]: the development outbox, newest first (the browser tests read reset links here). */
export function registerDevMailRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get('/api/dev/mail', async (request, reply) => {
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
