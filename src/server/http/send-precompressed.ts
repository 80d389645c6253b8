import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrecompressedBody } from '../services/precompressed-body.ts';

export type ContentEncoding = 'br' | 'gzip';

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

/**
 * Sends the coding the client accepts, with vary and a validator; a matching If-None-Match gets 304.
 * `varyAlso`: what else the body depends on (a page drawn for the visitor: their cookie).
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedBody, varyAlso?: string): FastifyReply {
  reply.header('vary', varyAlso ? `accept-encoding, ${varyAlso}` : 'accept-encoding').header('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = chooseContentEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}
