import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
