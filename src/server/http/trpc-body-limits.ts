import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { largeBodyProcedures } from '#shared/contracts/large-bodies.ts';
import type { FeedReaders } from '../services/event-feeds/feed-readers.ts';
import { readAccountToken } from '../services/auth/auth-cookie.ts';

/** Every procedure's body, as the server-wide limit says. */
const trpcBodyLimit = 1024 * 1024;
/**
 * The attendee import sends the whole file in one JSON body (importCsvInput allows
 * 5,000,000 characters; JSON escaping adds some): only those calls may be this large.
 */
const importBodyLimit = 8 * 1024 * 1024;
const largeBodies: ReadonlySet<string> = new Set(largeBodyProcedures);

function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
}

function signInFirst(): Error {
  return Object.assign(new Error('Please sign in to continue'), { statusCode: 401 });
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

/** The procedures a call names: a batch's comma-joined list, or the one path of a single call (as tRPC reads it). */
function calledProcedures(request: FastifyRequest): string[] {
  const path = (request.params as { path?: string } | undefined)?.path ?? '';
  return (request.query as { batch?: unknown } | undefined)?.batch === '1' ? path.split(',') : [path];
}

/**
 * The limit of the strictest procedure a call names: the import's only for a call of that one
 * procedure alone (a batch of one, as older clients send it, included) whose caller is signed in.
 * A batch that names an import beside anything else, or twice, is held to the usual limit, and so
 * is a body that says it fits in it (no session is read for those).
 */
async function bodyLimitOf(request: FastifyRequest, readers: Pick<FeedReaders, 'accountId'>): Promise<number> {
  const procedures = calledProcedures(request);
  if (procedures.length !== 1 || !largeBodies.has(procedures[0]!)) return trpcBodyLimit;
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) <= trpcBodyLimit) return trpcBodyLimit;
  // Nobody's large body is read, let alone parsed, before we know who sent it.
  if (!readAccountToken(request) || !(await readers.accountId(request))) throw signInFirst();
  return importBodyLimit;
}

/**
 * tRPC has one route for every procedure, and Fastify's bodyLimit is per route: the route gets
 * the import's limit, and this hook holds every call to its strictest procedure's limit before a
 * byte of the body is read (else a batch carrying an import would get the import's limit for all
 * of it, and anyone's large body would be parsed).
 */
export function limitTrpcBodies(scope: FastifyInstance, readers: Pick<FeedReaders, 'accountId'>): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = importBodyLimit;
  });
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const limit = await bodyLimitOf(request, readers);
    if (Number(request.headers['content-length']) > limit) throw tooLarge();
    return payload.pipe(capStream(limit));
  });
}
