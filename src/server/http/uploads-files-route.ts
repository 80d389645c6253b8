import type { FastifyInstance } from 'fastify';
import type { UploadStorage } from '../services/uploads/storage.ts';
import { immutableCache } from './static-files.ts';

/** An uploaded file is only ever shown as an image: even opened directly, it may run and load nothing. */
const uploadCsp = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /uploads/<purpose>/<random>.webp from the storage. Names are random and never reused,
 * so a file may be cached for a year; nosniff keeps browsers from reading it as anything else.
 */
export function registerUploadsFilesRoute(app: FastifyInstance, storage: UploadStorage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    const file = await storage.open(key);
    if (!file) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found', path: `/uploads/${key}` });
    const etag = `"${key.replaceAll('/', '.')}"`;
    reply
      .header('cache-control', immutableCache)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', uploadCsp)
      .type('image/webp');
    if (request.headers['if-none-match'] === etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
