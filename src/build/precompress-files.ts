import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The server sends these siblings as they are (content-encoding br or gzip), so the slowest,
// smallest settings cost build time once instead of bytes on every venue phone's first load.
// Images, fonts (woff2 is brotli inside) and source maps (fetched only by developer tools) are left alone.
const compressibleExtensions = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.ico', '.bundle']);
/** Below this the encoding header and a second request for a missing variant outweigh the saving. */
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressedFile {
  file: string;
  raw: number;
  br: number | null;
  gzip: number | null;
}

/** Files under dir (relative paths) worth precompressing, skipping dot folders such as .vite/. */
async function listCompressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')));
}

/**
 * Writes file.br and file.gz next to the file when each is smaller than it. A variant
 * that does not help is removed, so a rebuild into the same folder leaves no stale sibling
 * that the server would prefer over the new file.
 */
async function precompressFile(filePath: string): Promise<PrecompressedFile> {
  const raw = await readFile(filePath);
  const result: PrecompressedFile = { file: filePath, raw: raw.length, br: null, gzip: null };
  if (raw.length < minimumBytes) {
    await Promise.all([rm(`${filePath}.br`, { force: true }), rm(`${filePath}.gz`, { force: true })]);
    return result;
  }
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: path.extname(filePath) === '.ico' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeSmaller(`${filePath}.br`, br, raw.length), writeSmaller(`${filePath}.gz`, gz, raw.length)]);
  if (br.length < raw.length) result.br = br.length;
  if (gz.length < raw.length) result.gzip = gz.length;
  return result;
}

async function writeSmaller(target: string, bytes: Buffer, rawLength: number): Promise<void> {
  if (bytes.length < rawLength) await writeFile(target, bytes);
  else await rm(target, { force: true });
}

/** Precompresses every compressible file under dir; the zlib calls run on libuv's thread pool. */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = await listCompressibleFiles(dir);
  return Promise.all(files.map((file) => precompressFile(path.join(dir, file))));
}
