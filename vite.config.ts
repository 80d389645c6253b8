/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { colorModeFirst } from './src/build/color-mode-first.ts';
import { inlineFavicon } from './src/build/inline-favicon.ts';
import { precompressAssets } from './src/build/precompress-assets.ts';
import { prerenderPages } from './src/build/prerender-pages.ts';
import { collectScreenChunkModules, screenChunkGroups, sharedWithSignedOut } from './src/build/screen-chunks.ts';
import { writeRoutePreloads } from './src/build/route-preloads-file.ts';
import { precacheBundle } from './src/build/precache-bundle-file.ts';
import { bothDatabaseFiles, moduleMockingServerFiles, serverUnitPattern } from './tests/tools/test-projects.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// Read the test files once, and only under vitest: `vite build` and `npm start` load this config too.
const underVitest = Boolean(process.env.VITEST);
const moduleMockingFiles = underVitest ? moduleMockingServerFiles(repoRoot) : [];
const serverTestOptions = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Builds the migrated database every file copies, once, before the workers start.
  globalSetup: ['tests/server/helpers/global-database.ts'],
};

/** Files statically reachable from src/client/main.tsx (our own, not node_modules), found at the end of the build's module graph. */
const appShellModules = new Set<string>();
/** What src/client/boot.ts imports itself (and shares with the app): kept out of the app's chunk. */
const bootModules = new Set<string>();
const reactModules = /node_modules[\\/](react|react-dom|scheduler|zustand|zod)[\\/]/;
const bundlerRuntime = /^\0?rolldown[:/]runtime/;
/** What the landing page's start (src/client/landing-main.tsx) shares with the app's: its own chunk, so the landing page never loads the app's. */
const landingSharedModules = new Set<string>();
/** The service worker's precache list as one file too (src/build/precache-bundle-file.ts). */
const bundleOfPrecache = precacheBundle();

/**
 * The page's entry (src/client/boot.ts) paints a saved first screen, then imports the app
 * (main.tsx) dynamically, so that the browser can paint before React and the rest evaluate. Left
 * to itself the bundler would then cut the app's own modules into a dozen small shared chunks
 * (it did, +3 kB gzip of first-load JS in request and gzip overhead); this collects them so the
 * "app" group below keeps them in one chunk, as when main.tsx was the entry.
 */
function collectAppShellModules(): Plugin {
  return {
    name: 'hallway-app-shell-modules',
    apply: 'build',
    buildStart() {
      appShellModules.clear();
      bootModules.clear();
      landingSharedModules.clear();
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const staticClosure = (file: string) => {
        const found = new Set<string>();
        const pending = ids.filter((id) => id.endsWith(file));
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id) || id.includes('/node_modules/') || /\.css(\?|$)/.test(id)) continue;
          found.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      // What boot.ts itself imports stays out: boot must not wait for the app's chunk.
      for (const id of staticClosure('/src/client/boot.ts')) if (!id.endsWith('/src/client/boot.ts')) bootModules.add(id);
      for (const id of staticClosure('/src/client/main.tsx')) if (!bootModules.has(id)) appShellModules.add(id);
      for (const id of staticClosure('/src/client/landing-main.tsx')) if (appShellModules.has(id)) landingSharedModules.add(id);
    },
  };
}

// One config for the app build and for every vitest project, so aliases and
// plugins never drift between what ships and what is tested.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // One lazy chunk per route (its component with its pending, error and not-found components),
      // not four: each is a request on a first visit.
      codeSplittingOptions: { defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // The saved colour mode, inline in <head> before the first paint (allowed by its hash in the CSP).
    colorModeFirst(),
    // The tab's icon inline: one request fewer on every first visit.
    inlineFavicon(),
    collectAppShellModules(),
    collectScreenChunkModules({ app: appShellModules, boot: bootModules }),
    // Which files each page needs first, for the server's <link rel="modulepreload"> (src/shared/rules/route-preloads.ts).
    writeRoutePreloads(),
    // The service worker is its own program in sw/ (see sw/README.md), built to /sw.js
    // with the build's file list injected as self.__WB_MANIFEST.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The page registers /sw.js itself through workbox-window (src/client/lib/register-sw.ts).
      injectRegister: false,
      // The manifest is our own top-level manifest.webmanifest, served by the server
      // with the brand name substituted.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The same files in one answer too, for the worker's first install (src/shared/precache-bundle.ts).
        manifestTransforms: [bundleOfPrecache.transform],
        // The social image is for link previews, never shown in the app.
        globIgnores: ['**/share-*.png'],
      },
    }),
    bundleOfPrecache.plugin,
    // The signed-out pages as HTML, after the service worker's build (they stay out of its precache).
    prerenderPages(),
    // Last: brotli and gzip siblings of every built file, sw.js included.
    precompressAssets(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json maps route files to chunks: `npm run bench` reads it.
    manifest: true,
    // Every browser that can install the app supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The runtime every page needs, as one cacheable file instead of many small
          // shared chunks (each costs its own gzip header and request).
          // React (with zustand and zod/mini) apart from the router and the query client: the
          // landing page loads only the first (src/client/landing-main.tsx), every other page both.
          groups: [
            // With what the landing page's start shares with the app's (stores, icons, the header's
            // buttons): every page that loads one loads the other, so one request, not two.
            { name: 'react', priority: 2, test: (id: string) => reactModules.test(id) || landingSharedModules.has(id) },
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)[\\/]/,
            },
            // Boot's own imports (the first-screen code, the dynamic-import helper), which the app shares.
            // The bundler's runtime is named here too, but Rolldown 1.2 never offers its runtime module to a
            // group's test: it stays a request of its own (rolldown-runtime-*.js, under 1 kB) on every page.
            { name: 'boot-shared', priority: 3, test: (id: string) => bootModules.has(id) || id.includes('vite/preload-helper') || bundlerRuntime.test(id) },
            // The app's start-up code, in one chunk (see collectAppShellModules).
            // What signed-out pages share with signed-in ones (a form's fields) joins it: both load the app's start.
            { name: 'app', priority: 1, test: (id: string) => appShellModules.has(id) || sharedWithSignedOut.has(id) },
            // Beyond the start: what signed-in pages load and what event screens share (src/build/screen-chunks.ts).
            ...screenChunkGroups,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  test: {
    // Vitest's default leaves a core free for its main process; the test files here wait on the
    // server, the database and the DOM far more than the main process works, so every core runs one.
    maxWorkers: '100%',
    // Which file runs where, and why: tests/tools/test-projects.ts and tests/README.md ("Which runs where").
    projects: [
      {
        extends: true,
        test: {
          // Pure code needs no DOM: Node starts a file in a fraction of jsdom's time. A .ts file
          // that does need the DOM says so with a `// @vitest-environment jsdom` line at its top.
          name: 'unit',
          include: ['tests/shared/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/sw/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/lint/**/*.test.ts', serverUnitPattern],
          environment: 'node',
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/client/**/*.test.tsx'],
          environment: 'jsdom',
          // A guard, not a budget: typing through user-event in jsdom is slow beside another worker.
          testTimeout: 30_000,
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [serverUnitPattern, ...moduleMockingFiles],
          isolate: false,
          ...serverTestOptions,
        },
      },
      {
        extends: true,
        test: { name: 'server-isolated', include: moduleMockingFiles, ...serverTestOptions },
      },
      // The files that must also run on PostgreSQL (their first line says why), when CI names one.
      ...(underVitest && process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-on-postgres',
                include: bothDatabaseFiles(repoRoot),
                exclude: moduleMockingFiles,
                isolate: false,
                ...serverTestOptions,
                env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
              },
            },
          ]
        : []),
    ],
  },
});
