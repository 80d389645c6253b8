import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One answer held in memory in every coding it is sent in, compressed once instead of per request. */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: the three codings are the same content, so one validator serves them all. */
  etag: string;
}

export type ContentEncoding = 'br' | 'gzip';

/** Brotli at its best quality suits a body compressed once; callers on a hot path may ask for less. */
export async function precompressBody(content: string | Buffer, brotliQuality: number = constants.BROTLI_MAX_QUALITY): Promise<PrecompressedBody> {
  const identity = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gz, etag };
}

/**
 * The coding to send for an Accept-Encoding header (q-values honoured, q=0 refuses), or null
 * for identity. A bare "*" counts as gzip, as @fastify/static and @fastify/compress count it,
 * so a file, the app shell and an API answer are coded alike for the same request.
 */
export function chooseContentEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const header = acceptEncoding.toLowerCase().replaceAll('*', 'gzip').replaceAll('x-gzip', 'gzip');
  const chosen = negotiate(header, ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Does If-None-Match name this validator (weak comparison, as RFC 9110 asks for GET), or "*"? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Sends the coding the client accepts, with vary and a validator; a matching If-None-Match gets 304. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedBody): FastifyReply {
  reply.header('vary', 'accept-encoding').header('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = chooseContentEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}
