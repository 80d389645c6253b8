import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

// An event's attendee directory is 1.7 MB of JSON for 5,000 people; venue Wi-Fi is where the
// app is used. API answers are compressed (brotli, else gzip) when the client accepts it. Brotli
// at quality 4 compresses JSON almost as well as its slow settings at a fraction of the time, and
// the async zlib calls run off the event loop. Small answers are not worth the headers.

const minimumBytes = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The best coding the client accepts (q=0 refuses one), or null for none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function isResponse(payload: unknown): payload is Response {
  return typeof payload === 'object' && payload !== null && Object.prototype.toString.call(payload) === '[object Response]';
}

/** tRPC hands Fastify a web Response; take its status and headers over so its body can be replaced. */
async function bodyOf(reply: FastifyReply, payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (!isResponse(payload) || payload.body === null) return null;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return Buffer.from(await payload.arrayBuffer());
}

export function compressApiAnswers(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || reply.hasHeader('content-encoding')) return payload;
    const body = await bodyOf(reply, payload);
    if (body === null) return payload;
    reply.header('vary', 'accept-encoding');
    if (body.length < minimumBytes) return body;
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipAsync(body, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
