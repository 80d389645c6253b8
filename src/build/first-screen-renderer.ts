import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenRendererDir, firstScreenRendererFile } from '#shared/rules/first-screen-renderer-files.ts';

// The server draws an event screen's first view into a cold signed-in visit's page
// (src/client/server-render/). That code is the app's own, built for Node here, after the app's
// build, as one self-contained file in dist/.first-screen/ (outside the precache and never served:
// the server answers no dot-folder), which the server runs in a worker thread.

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.resolve(here, '../client/server-render/render-worker.ts');
/** zustand's hook, as the server must see the stores (zustand-on-server.ts says why). */
const zustandOnServer = path.resolve(here, '../client/server-render/zustand-on-server.ts');

export interface RendererSource {
  root: string;
  mode: string;
}

/** Builds the first-screen renderer into outDir/.first-screen/; returns its file. */
export async function buildFirstScreenRenderer(outDir: string, source: RendererSource): Promise<string> {
  const target = path.join(outDir, firstScreenRendererDir);
  await build({
    configFile: false,
    root: source.root,
    mode: source.mode,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: [{ find: /^zustand$/, replacement: zustandOnServer }] },
    // Everything in the one file: the server may run where dev dependencies are not installed.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir: target,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: firstScreenRendererFile, format: 'es', codeSplitting: false },
        // The app's build already said which dynamic imports stay in their importer's chunk; here there is one chunk.
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  });
  return path.join(target, firstScreenRendererFile);
}
