import './lib/zod-setup.ts';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './stores/color-mode.ts';
import { LandingShell } from './features/landing/components/landing-shell.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { takeHeldInstallPrompt } from './lib/held-install-prompt.ts';
import { usePwaStore } from './stores/pwa-store.ts';
import { skipUnusedReactListeners } from './lib/skip-unused-react-listeners.ts';

// The signed-out landing page's own start (boot.ts picks it over main.tsx there): React takes
// over the page's HTML, and nothing else of the app loads. No router, no query client, no
// session: every link on the page is a plain link to a page that arrives as HTML of its own,
// where the whole app starts. That keeps the landing page's scripts to React and a few stores.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
skipUnusedReactListeners(root);

listenForInstallPrompt();
// The browser may have offered installation before this started (boot.ts held it).
const heldInstallPrompt = takeHeldInstallPrompt();
if (heldInstallPrompt) usePwaStore.getState().setInstallPrompt(heldInstallPrompt);

// As a transition, React hydrates in slices and lets the browser answer input in between.
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <LandingShell />
    </StrictMode>,
  );
});

// The service worker's registration (with workbox-window) loads after the page, as in main.tsx:
// the landing page is often the first page seen, and offline use starts from here.
import('./lib/register-sw.ts')
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch((error: unknown) => console.error('Service worker registration failed', error));
