import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

// A large event's attendee directory is megabytes of JSON; venue Wi-Fi is where the
// app is used. API answers are compressed (brotli, else gzip) when the client accepts it. Brotli
// at quality 4 compresses JSON almost as well as its slow settings at a fraction of the time.
// Small answers are not worth the headers. A route that sends bytes it compressed itself sets
// its own content-encoding (and vary), and @fastify/compress then passes them through untouched.

const minimumBytes = 1024;

function isResponse(payload: unknown): payload is Response {
  return typeof payload === 'object' && payload !== null && Object.prototype.toString.call(payload) === '[object Response]';
}

/**
 * tRPC hands Fastify a web Response whose body is a stream. @fastify/compress would compress
 * every such stream, however small, through a zlib stream of its own; as bytes, it applies the
 * size threshold and compresses small answers in one call. Its status and headers are taken over.
 */
function bufferWebResponses(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
    if (!isResponse(payload) || payload.body === null) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
}

/** For the routes registered in scope after this call. Server-sent events never reach it (they hijack the reply). */
export async function compressApiAnswers(scope: FastifyInstance): Promise<void> {
  bufferWebResponses(scope);
  await scope.register(fastifyCompress, {
    // zstd (offered from Node 22.15) is left out, so files, the app shell and API answers are coded alike.
    encodings: ['br', 'gzip'],
    threshold: minimumBytes,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are read as sent, as before: no client of ours compresses them.
    globalDecompression: false,
  });
}
