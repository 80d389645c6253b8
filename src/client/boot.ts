// The stylesheet is the entry's, so index.html links it: the first screen is drawn with it.
import './styles.css';
import { paintFirstScreen, whenFirstScreenImagesPainted } from './lib/first-screen/paint-first-screen.ts';
import { adoptDrawnFirstScreen } from './lib/first-screen/adopt-drawn-screen.ts';
import { savedAccountId } from './lib/first-screen/first-screen-record.ts';
import { keepPrerenderedPageIfItFits } from './lib/prerendered-page.ts';
import { startWhenIdleOrTouched } from './lib/start-when-idle.ts';
import { holdInstallPrompt } from './lib/held-install-prompt.ts';
import { hasPendingSignOut } from './lib/pending-sign-out.ts';
import { startEarlyFeed } from './lib/event-pack/early-feed.ts';
import { startEarlyQueries } from './lib/early-queries.ts';

// The page's entry point, and deliberately tiny (it imports no library). When this address was
// saved as a first screen (lib/first-screen/), it is shown at once, inert, and only then does
// the app itself (main.tsx: React, the router, the saved data) load, so the browser can paint
// the saved list while that code is fetched and compiled. The live page replaces it as soon as
// it is ready. On a phone with the network off that is the difference between a list in a
// blink and a blank screen for most of a second.
// The signed-out pages (landing, sign-in …) arrive with their HTML in #root instead; it stays
// only where it fits (lib/prerendered-page.ts), and the app then hydrates it.
// The colour mode is already set by the inline script in <head> (#shared/rules/color-mode-script.ts).

holdInstallPrompt();
const keptPrerendered = keepPrerenderedPageIfItFits(document.getElementById('root'), location, savedAccountId() !== null);
// A first visit drawn by the server (lib/first-screen/adopt-drawn-screen.ts) has nothing saved on
// the phone either: the app still asks for the data below.
const drawnByServer = adoptDrawnFirstScreen();
const paintedFirstScreen = !drawnByServer && paintFirstScreen();
// Signed in and nothing saved to show (a first visit): the event and the screen's data are asked
// for now (lib/early-queries.ts, lib/event-pack/early-feed.ts).
if (!paintedFirstScreen && savedAccountId() !== null) {
  startEarlyQueries(location.pathname);
  startEarlyFeed(location.pathname);
}
// Not static imports: those would all be evaluated before this file's own code runs.
const startApp = () => void import('./main.tsx');
const startLanding = () => void import('./landing-main.tsx');
// The signed-out landing page is complete as HTML and its links are plain links: it never needs
// the app. Only React and a few stores take it over (landing-main.tsx), once the page has loaded
// and the browser is idle, or at the first touch, key or focus, so on a slow phone they neither
// share the network with the page nor keep the processor from painting it. A sign-out made
// offline still has to reach the server, which only the app does: then the app starts as anywhere.
// (keptPrerendered already means signed out: the HTML is dropped for a signed-in visitor.)
// A saved first screen with pictures (the album's thumbnails) is painted with them before the
// app's code takes the processor: a wait of a few frames while the worker answers from its cache,
// at most 250 ms.
if (keptPrerendered && location.pathname === '/' && !hasPendingSignOut()) startWhenIdleOrTouched(startLanding);
else if (paintedFirstScreen) void whenFirstScreenImagesPainted(250).then(startApp);
else startApp();
