/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

// One config for the app build and for every vitest project, so aliases and
// plugins never drift between what ships and what is tested.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // The service worker is its own program in sw/ (DESIGN.md §1), built to /sw.js
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
        // The social image is for link previews, never shown in the app.
        globIgnores: ['**/share-*.png'],
      },
    }),
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
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|zustand|zod|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core))[\\/]/,
            },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/shared/**/*.test.ts', 'tests/client/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
