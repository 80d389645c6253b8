import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Every procedure's body, as the server-wide limit says. */
export const trpcBodyLimit = 1024 * 1024;
/**
 * The attendee import sends the whole file in one JSON body (importCsvInput allows
 * 5,000,000 characters; JSON escaping adds some): only those calls may be this large.
 */
export const importBodyLimit = 8 * 1024 * 1024;
const largeBodyProcedures = new Set(['people.importPreview', 'people.importCommit']);

function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
}

/** Counts the bytes of a body without Content-Length and fails once it passes the limit. */
function capStream(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      next(received > limit ? tooLarge() : null, chunk);
    },
  });
}

/**
 * tRPC has one route for every procedure, and Fastify's bodyLimit is per route: the route
 * gets the import's limit, and this hook holds every other procedure (batches included) to
 * the usual one (a batch that carries an import may be as large as the import).
 */
export function limitTrpcBodies(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = importBodyLimit;
  });
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const path = (request.params as { path?: string } | undefined)?.path ?? '';
    if (path.split(',').some((name) => largeBodyProcedures.has(name))) return payload;
    if (Number(request.headers['content-length']) > trpcBodyLimit) throw tooLarge();
    return payload.pipe(capStream(trpcBodyLimit));
  });
}
