import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressDirectory } from './precompress-files.ts';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Writes brotli (.br) and gzip (.gz) siblings of the built files, which the server sends
 * as they are. It runs last, after vite-plugin-pwa has built sw.js in its own closeBundle,
 * so the service worker is compressed too. The precache list never names the siblings:
 * it is written before they exist, and its glob patterns match no .br or .gz file.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'hallway-precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !config || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = await precompressDirectory(outDir);
        const total = (pick: (file: (typeof files)[number]) => number | null) => files.reduce((sum, file) => sum + (pick(file) ?? file.raw), 0);
        const compressed = files.filter((file) => file.br !== null || file.gzip !== null).length;
        config.logger.info(
          `precompressed ${compressed} of ${files.length} files: ${kilobytes(total((f) => f.raw))} raw, ` +
            `${kilobytes(total((f) => f.br))} brotli, ${kilobytes(total((f) => f.gzip))} gzip`,
        );
      },
    },
  };
}
