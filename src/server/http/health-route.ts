import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps.ts';

/** Load balancers ask here; a database that does not answer makes the instance unhealthy (503). */
export function registerHealthRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok', database: deps.databaseKind };
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: deps.databaseKind });
    }
  });
}
