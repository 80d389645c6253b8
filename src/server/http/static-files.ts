import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadBrandedIndexHtml, loadBrandedManifest } from './app-shell.ts';
import { precompressBody, type PrecompressedBody } from '../services/precompressed-body.ts';
import { loadShellPreloads, type ShellForPage } from './shell-preloads.ts';

/** index.html, branded and compressed once, and (when the build listed them) its copies naming each page's first files. */
export type AppShellHtml = PrecompressedBody & { forPage: ShellForPage | null };

export const immutableCache = 'public, max-age=31536000, immutable';
// Files whose name never changes between builds: the browser must ask every time.
const revalidate = 'no-cache';
const alwaysRevalidated = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
/** The build's brotli and gzip siblings (src/build/precompress-files.ts): sent in place of a file, never asked for by name. */
const precompressedSibling = /\.(?:br|gz)$/;
/** The build's own folders (.vite, .prerendered, .first-screen): read by the server and the bench, never served as files. */
const inDotFolder = /(?:^|\/)\./;

export interface StaticOptions {
  distDir: string;
  manifestPath: string;
  brand: string;
}

function setCacheHeaders(reply: FastifyReply, filePath: string, distDir: string): void {
  const relative = path.relative(distDir, filePath.replace(precompressedSibling, '')).split(path.sep).join('/');
  const hashed = relative.startsWith('assets/') && !alwaysRevalidated.has(path.basename(relative));
  reply.header('cache-control', hashed ? immutableCache : revalidate);
}

/**
 * Serves the built app from dist/ (when it exists) and the branded manifest.
 * A file is sent as its build-time .br or .gz sibling when the client accepts that coding
 * (with vary: accept-encoding, and a length and ETag of the bytes sent), else as it is.
 * index.html is never served raw: it goes through the SPA fallback with the brand filled in.
 * Returns the branded index.html, compressed once here, for that fallback (null when there is no build).
 */
export async function registerStaticFiles(app: FastifyInstance, { distDir, manifestPath, brand }: StaticOptions): Promise<AppShellHtml | null> {
  const manifest = await loadBrandedManifest(manifestPath, brand);
  if (manifest !== null) {
    app.get('/manifest.webmanifest', async (_request, reply) => {
      reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', revalidate);
      return manifest;
    });
  }
  if (!existsSync(distDir)) return null;
  const indexHtml = await loadBrandedIndexHtml(path.join(distDir, 'index.html'), brand);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false, // ours, per file, in setCacheHeaders
    etag: true,
    lastModified: true,
    preCompressed: true,
    allowedPath: (pathname) => !pathname.startsWith('/api/') && pathname !== '/index.html' && !precompressedSibling.test(pathname) && !inDotFolder.test(pathname),
    setHeaders: (reply, filePath) => setCacheHeaders(reply as unknown as FastifyReply, filePath, distDir),
  });
  if (indexHtml === null) return null;
  return { ...(await precompressBody(indexHtml)), forPage: await loadShellPreloads(distDir, indexHtml) };
}
