import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, isRunnableDevEnvironment, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderedDir, prerenderedManifestFile, prerenderedManifestSchema, type PrerenderedManifest } from '#shared/rules/prerendered-pages.ts';
import { fillPageTemplate } from './page-html.ts';
import { notFoundPage, signedOutPages, type SignedOutPage } from './signed-out-pages.ts';
import { buildFirstScreenRenderer } from './first-screen-renderer.ts';
import type { RenderedPage } from './render-signed-out-page.tsx';

/** The server fills this in, in these pages as in index.html (src/server/http/app-shell.ts). */
const brandPlaceholder = '%BRAND%';
const renderModule = '/src/build/render-signed-out-page.tsx';

interface RenderModule {
  renderSignedOutPage: (pagePath: string, brand: string) => Promise<RenderedPage>;
  listRoutePaths: () => string[];
}

const kilobytes = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`;

/** Which project to load the app from: its Vite config, root and mode (the build's own). */
export interface AppSource {
  configFile: string | false | undefined;
  root: string;
  mode: string;
}

/**
 * Loads the app's own modules in Node, through Vite's module runner with this project's config
 * (same aliases, route code splitting, JSX), and hands them to `use`.
 */
async function withAppModules<T>(source: AppSource, use: (app: RenderModule) => Promise<T>): Promise<T> {
  // A dev server sets NODE_ENV for the process; the rest of the build (the service worker's) must keep its own.
  const nodeEnv = process.env.NODE_ENV;
  const server = await createServer({
    configFile: source.configFile,
    root: source.root,
    mode: source.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const environment = server.environments.ssr;
    if (!environment || !isRunnableDevEnvironment(environment)) throw new Error('Vite has no runnable SSR environment to render pages with');
    return await use(await environment.runner.import<RenderModule>(renderModule));
  } finally {
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Renders every signed-out page into outDir/.prerendered/ from the built outDir/index.html, with
 * the manifest the server reads. Returns each page's file and size, for the build's log.
 */
export async function writePrerenderedPages(outDir: string, source: AppSource): Promise<string[]> {
  const target = path.join(outDir, prerenderedDir);
  const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });

  const written: string[] = [];
  const manifest = await withAppModules(source, async (app) => {
    const write = async (page: SignedOutPage) => {
      const html = fillPageTemplate(indexHtml, page, await app.renderSignedOutPage(page.path, brandPlaceholder));
      await writeFile(path.join(target, `${page.name}.html`), html);
      written.push(`${page.name} ${kilobytes(html)}`);
      return { path: page.path, file: `${page.name}.html`, search: page.search };
    };
    const pages = [];
    // One at a time: the pages share the app's module state (the brand, the title a page asks for).
    for (const page of signedOutPages) pages.push(await write(page));
    const notFound = await write(notFoundPage);
    return { version: 1, pages, notFound: { file: notFound.file }, routePaths: app.listRoutePaths() } satisfies PrerenderedManifest;
  });
  await writeFile(path.join(target, prerenderedManifestFile), `${JSON.stringify(prerenderedManifestSchema.parse(manifest), null, 2)}\n`);
  return written;
}

/**
 * Renders the signed-out pages (signed-out-pages.ts) to HTML at the end of the build, so they
 * paint before any script has loaded; the page then hydrates them (src/client/main.tsx). Writes
 * dist/.prerendered/<page>.html and a manifest the server reads (with every route's path, so it
 * can answer 404 for unknown addresses). Then builds the first-screen renderer the server draws
 * signed-in event screens with (dist/.first-screen/, first-screen-renderer.ts). Runs after
 * vite-plugin-pwa's own closeBundle, so these files stay out of the precache: the service worker
 * keeps pages' HTML as they load, like the app shell.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'hallway-prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The entry (boot.ts, kept small with what it imports) paints a saved first screen. Pages
    // paint from HTML before it could run, so it blocks rendering where the engine allows
    // (Chromium): no empty page is drawn before the saved one. Vite writes the entry's tag into <head> (where blocking="render" counts)
    // but drops attributes it does not know, hence here rather than in index.html.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module"(?![^>]*\bblocking=)/g, '<script type="module" blocking="render"'),
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !config || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const written = await writePrerenderedPages(outDir, config);
        config.logger.info(`prerendered ${written.length} signed-out pages (${written.join(', ')})`);
        // And the code that draws a signed-in event screen's first view on the server, per visit.
        const renderer = await buildFirstScreenRenderer(outDir, config);
        config.logger.info(`built the first-screen renderer (${path.relative(outDir, renderer)})`);
      },
    },
  };
}
