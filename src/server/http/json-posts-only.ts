import type { FastifyInstance } from 'fastify';

/**
 * Defence in depth against cross-site request forgery, behind SameSite=Lax: a plain HTML
 * form on another site can POST text/plain or form data without a CORS preflight, but
 * never application/json. Our tRPC client always sends JSON. (A future FormData
 * procedure will need its own guard, such as a custom header.)
 */
export function acceptJsonPostsOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) {
      return reply.code(415).send({ error: 'Send tRPC mutations as application/json' });
    }
  });
}
