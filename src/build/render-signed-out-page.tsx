import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { App } from '#client/app.tsx';
import { LandingShell } from '#client/features/landing/components/landing-shell.tsx';
import { router as appRouter } from '#client/router.tsx';
import { setBrand } from '#client/lib/brand.ts';
import { takeRenderedTitle } from '#client/lib/use-page-title.ts';
import { defaultPageTitle } from '#shared/rules/page-title.ts';

// Runs at build time, in Node, through Vite's module runner (prerender-pages.ts): the app's own
// components and router, rendered to HTML the page then hydrates (src/client/main.tsx; the landing
// page's shell, without the router, src/client/landing-main.tsx).

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
}

/** Draws the page at `path` as a signed-out visitor with no saved preferences sees it first. */
export async function renderSignedOutPage(path: string, brand: string): Promise<RenderedPage> {
  setBrand(brand);
  takeRenderedTitle();
  // The landing page runs without the router (src/client/landing-main.tsx): its HTML is its own shell's.
  if (path === '/') {
    const html = renderToString(
      <StrictMode>
        <LandingShell />
      </StrictMode>,
    );
    return { html, title: takeRenderedTitle() ?? defaultPageTitle(brand) };
  }
  const router = createRouter({
    ...appRouter.options,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
    // On the server it writes an inline script, which the page's CSP refuses and the client never renders.
    scrollRestoration: false,
  });
  await router.load();
  takeRenderedTitle();
  const html = renderToString(
    <StrictMode>
      <App cacheRestored={null} router={router} />
    </StrictMode>,
  );
  return { html, title: takeRenderedTitle() ?? defaultPageTitle(brand) };
}

/** Every route's path pattern (/event/$eventId/schedule …): the server answers 404 for paths none of them match. */
export function listRoutePaths(): string[] {
  return [...new Set(Object.values(appRouter.routesById).map((route) => route.fullPath))].sort();
}
