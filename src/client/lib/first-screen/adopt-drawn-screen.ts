import { firstScreenId, releaseFirstScreen } from './first-screen-dom.ts';
import { savedAccountId } from './first-screen-record.ts';

// A cold, signed-in first visit to an event screen arrives with that screen drawn by the server
// (src/server/http/first-screen-page.ts) in #first-screen, inert: the boot script keeps it as
// it keeps a saved first screen, while the app's code arrives, and the live page replaces it when
// ready (use-first-screen.ts). Imports nothing beyond this folder, like the boot script.

/** Past this with no app (its code stuck on the network, or failed), the page shows the app's own state. */
const fallbackMs = 20_000;

/**
 * Keeps the screen the server drew when it is this address's and this account's, hiding #root
 * for the app to start in; removes it otherwise (a page kept by the service worker for another
 * address, or for someone who has since signed out). True when it kept it.
 */
export function adoptDrawnFirstScreen(): boolean {
  const screen = document.getElementById(firstScreenId);
  if (!screen) return false;
  const root = document.getElementById('root');
  const accountId = savedAccountId();
  if (!root || screen.dataset.drawnBy !== 'server' || screen.dataset.path !== location.pathname + location.search || !accountId || screen.dataset.account !== accountId) {
    screen.remove();
    return false;
  }
  root.hidden = true;
  setTimeout(releaseFirstScreen, fallbackMs);
  // For `npm run bench` and DevTools, as for a saved first screen.
  requestAnimationFrame(() => setTimeout(() => performance.measure('first-screen:painted')));
  return true;
}
