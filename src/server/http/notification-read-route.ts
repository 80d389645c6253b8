import type { FastifyInstance } from 'fastify';
import { idSchema } from '#shared/contracts/common.ts';
import type { ServerDeps } from '../deps.ts';
import { markNotificationRead } from '../services/notifications/mark-notification-read.ts';
import { resolveRequestAccount } from '../services/auth/request-account.ts';

/**
 * PATCH /api/notifications/:id/read. Someone else's notification answers 404 exactly
 * like a missing one, so ids cannot be probed.
 */
export function registerNotificationReadRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.patch<{ Params: { id: string } }>('/api/notifications/:id/read', async (request, reply) => {
    const { account } = await resolveRequestAccount(deps, request);
    if (!account) return reply.code(401).send({ error: 'Please sign in to continue' });
    const id = idSchema.safeParse(request.params.id);
    const notification = id.success ? await markNotificationRead(deps, account.id, id.data) : null;
    if (!notification) return reply.code(404).send({ error: 'Notification not found' });
    return { notification };
  });
}
