import './lib/zod-setup.ts';
// Before anything can fetch: a page within the offline preview starts with its network cut.
import './lib/offline-preview/apply-at-start.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './stores/color-mode.ts';
import { App } from './app.tsx';
import { queryClient, router } from './router.tsx';
import { restoreQueryCache } from './lib/query-cache-persistence.ts';
import { hasPendingSignOut } from './lib/pending-sign-out.ts';
import { loadTrpcClient } from './lib/load-trpc.ts';
import { isSignedIn } from './stores/session-store.ts';
import { preloadSignedInChrome } from './components/layouts/signed-in-chrome.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { takeHeldInstallPrompt } from './lib/held-install-prompt.ts';
import { usePwaStore } from './stores/pwa-store.ts';
import { firstScreenDrawnByServer, paintedFirstScreenPath, releaseFirstScreen } from './lib/first-screen/first-screen-dom.ts';
import { dropPrerenderedPage, hasPrerenderedPage } from './lib/prerendered-page.ts';
import { skipUnusedReactListeners } from './lib/skip-unused-react-listeners.ts';
import { wireOutbox } from './wire-outbox.ts';
import { sendMissedOnlineEvents } from './lib/missed-online-event.ts';
import { afterFirstPage } from './lib/after-first-page.ts';
import { rememberPhoneZone } from './lib/phone-zone-cookie.ts';

wireOutbox();
rememberPhoneZone();
// Everything that waits for the network's return listens for `online`: make sure it comes.
sendMissedOnlineEvents();

// Signed in (by the saved hint): fetch the signed-in header and overlays while the saved
// query cache is read, so they are there for the first render.
if (isSignedIn()) preloadSignedInChrome();

// A saved first screen is showing (first-screen-boot.ts): a page that does not draw it (a
// redirect to sign in, another page) takes its place at once.
const paintedPath = paintedFirstScreenPath();
if (paintedPath) {
  const paintedPathname = new URL(paintedPath, location.origin).pathname;
  const stopWatching = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname === paintedPathname) return;
    releaseFirstScreen();
    stopWatching();
  });
  // One the server drew (boot waits long for the app's code on a slow link): now the app runs, a
  // page that never says it is ready (an error screen) shows after a few seconds all the same.
  if (firstScreenDrawnByServer()) setTimeout(releaseFirstScreen, 4000);
}

const cacheRestored = restoreQueryCache(queryClient);
// The router starts once the saved cache is back (app.tsx); the code of the page being opened
// need not wait for that: fetched and compiled meanwhile, it is ready when the router asks.
const [openingRoutes] = router.getMatchedRoutes(location.pathname);
for (const route of openingRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
skipUnusedReactListeners(root);

const renderApp = (into: HTMLElement) =>
  createRoot(into).render(
    <StrictMode>
      <App cacheRestored={cacheRestored} />
    </StrictMode>,
  );

/**
 * A signed-out page arrived as HTML (src/build/prerender-pages.ts) and is on screen: React takes
 * it over instead of drawing it again. Its first render must be the HTML's, so the saved cache
 * and the page's route (code, beforeLoad) are ready first, as they were when the build drew it.
 */
const hydratePrerenderedPage = async (into: HTMLElement) => {
  await cacheRestored.catch(() => undefined);
  const drawnFor = into.dataset.prerendered;
  await router.load();
  // The router was sent elsewhere (a redirect): that page was never drawn into this HTML.
  if (router.state.location.pathname !== drawnFor) {
    dropPrerenderedPage(into);
    renderApp(into);
    return;
  }
  // The build rendered without the client-only Suspense around the matches (as server rendering
  // does): said so, the router renders the same tree here. The root Outlet keeps its own.
  router.ssr = { manifest: undefined };
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer
  // input in between; otherwise the whole page is one long task that a slow phone cannot interrupt.
  startTransition(() => {
    hydrateRoot(
      into,
      <StrictMode>
        <App cacheRestored={null} />
      </StrictMode>,
    );
  });
};

// The landing page's HTML is its own shell's, without the router (landing-main.tsx hydrates it):
// where the app starts there instead (a sign-out made offline to finish), it draws the page anew.
const landingHtml = root.dataset.prerendered === '/';
if (hasPrerenderedPage(root) && !isSignedIn() && !landingHtml) {
  hydratePrerenderedPage(root).catch((error: unknown) => {
    console.error('Could not start on the prerendered page', error);
    dropPrerenderedPage(root);
    renderApp(root);
  });
} else {
  if (hasPrerenderedPage(root)) dropPrerenderedPage(root);
  renderApp(root);
}

// Confirm the saved session with the server in the background: the app is already open
// (offline too); a refusal signs out here and the guards take the visitor to sign in.
// A signed-out visitor with nothing to finish needs no server check, nor the tRPC chunk.
const checkSession = async () => {
  if (!isSignedIn() && !hasPendingSignOut()) return;
  const [client, { flushPendingSignOut, verifySession }] = await Promise.all([loadTrpcClient(), import('./lib/session-actions.ts')]);
  await flushPendingSignOut(client);
  if (await verifySession(client, queryClient)) await router.invalidate();
};
const checkSessionQuietly = () => void checkSession().catch((error: unknown) => console.error('Could not check the session', error));
// Once the first page is drawn: the saved session opens it, and on a slow link the page's own
// requests go first (the check then rides no round trip the page waits for).
afterFirstPage(router, checkSessionQuietly);
window.addEventListener('online', checkSessionQuietly);

listenForInstallPrompt();
// The browser may have offered installation before the app started (boot.ts held it).
const heldInstallPrompt = takeHeldInstallPrompt();
if (heldInstallPrompt) usePwaStore.getState().setInstallPrompt(heldInstallPrompt);
// The service worker's registration (with workbox-window) loads once the first page is drawn, never
// before it: its precache then takes the link as soon as the first screen no longer needs it. A
// screen the server drew is already on screen and the page's data already asked for (boot.ts):
// the precache starts now, while the processor, not the link, is busy drawing the live page
// (issue 35: the app worked offline ~0.7 s later when it waited for the live page).
const registerWorker = () =>
  void import('./lib/register-sw.ts')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.error('Service worker registration failed', error));
if (firstScreenDrawnByServer()) registerWorker();
else afterFirstPage(router, registerWorker);
