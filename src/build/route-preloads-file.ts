import type { Plugin, Rolldown } from 'vite';
import { routePreloadsFile, type RoutePreloads } from '#shared/rules/route-preloads.ts';

// Writes dist/.vite/route-preloads.json (its shape and use: src/shared/rules/route-preloads.ts):
// for each route file, the built files its split part loads (its chunk and the chunks that chunk
// imports), and the files of the app's start and of the signed-in start, read from the bundle.

const routePart = /\/src\/client\/routes\/([^?]+)\?tsr-split=/;

function chunksOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  return Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
}

/** A chunk's file and every file it imports statically, the chunk first. */
function withImports(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const found: string[] = [];
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (found.includes(name) || chunk?.type !== 'chunk') return;
    found.push(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return found;
}

export function writeRoutePreloads(): Plugin {
  return {
    name: 'hallway-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entry = chunks.find((chunk) => chunk.isEntry);
      const app = entry?.dynamicImports.map((name) => bundle[name]).find((chunk) => chunk?.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith('/src/client/main.tsx')));
      const named = (name: string) => chunks.filter((chunk) => chunk.name === name).flatMap((chunk) => withImports(bundle, chunk.fileName));
      if (!entry || !app) return this.warn('route preloads: no entry or app chunk found; none written');
      // What the HTML names already (the entry and its imports) is left out of every list.
      const inHtml = new Set(withImports(bundle, entry.fileName));
      const start = withImports(bundle, app.fileName).filter((file) => !inHtml.has(file));
      const notYet = (file: string) => !inHtml.has(file) && !start.includes(file);
      const routes: Record<string, string[]> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const file = routePart.exec(id)?.[1];
          if (file) routes[file] = withImports(bundle, chunk.fileName).filter(notYet);
        }
      }
      const signedIn = [...new Set([...named('trpc'), ...named('signed-in-start')])].filter(notYet);
      const preloads: RoutePreloads = { version: 1, start, signedIn, routes };
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
