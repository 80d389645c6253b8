import { firstScreenId, releaseFirstScreen } from './first-screen-dom.ts';
import { readFirstScreen, savedAccountId } from './first-screen-record.ts';

// What the entry (src/client/boot.ts) does before the app loads: the saved colour mode, and
// this address's saved first screen, if any. Imports nothing beyond this folder.

/** The live page normally takes its place well before this; an error screen or a stuck start must not leave it up. */
const fallbackMs = 4000;

/** The saved colour mode, early, so a dark first screen is not drawn light (stores/color-mode-store.ts owns the rule). */
export function applySavedColorMode(): void {
  try {
    const preference = localStorage.getItem('hallway-color-mode');
    const dark = preference === 'dark' || (preference !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
    document.documentElement.classList.toggle('dark', dark);
    // As the app's store sets it: the same value later changes nothing, where a new one would
    // restyle the whole page once the app starts.
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // No storage: the app applies the mode when it starts.
  }
}

/** Shows the saved first screen of this address, inert, with #root hidden; true when it did. */
export function paintFirstScreen(): boolean {
  const root = document.getElementById('root');
  const css = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href');
  const accountId = savedAccountId();
  if (!root || root.childElementCount > 0 || !css || !accountId) return false;
  const path = location.pathname + location.search;
  const record = readFirstScreen(accountId, path, css);
  if (!record) return false;
  const screen = document.createElement('div');
  screen.id = firstScreenId;
  screen.dataset.path = path;
  screen.inert = true;
  screen.setAttribute('aria-busy', 'true');
  // Our own markup, saved from the page React rendered (user text in it is escaped as it was).
  screen.innerHTML = record.html;
  root.before(screen);
  root.hidden = true;
  setTimeout(releaseFirstScreen, fallbackMs);
  // For `npm run bench` and DevTools: when the saved screen was first on screen.
  requestAnimationFrame(() => setTimeout(() => performance.measure('first-screen:painted')));
  return true;
}


/**
 * Resolves once the saved first screen's images have loaded and a frame has passed (so they are
 * painted), or after `capMs`; at once when no first screen or image is showing. The entry waits
 * for it before starting the app: the app's code then runs in long tasks (most of a second on a
 * slow phone), and an image that arrives meanwhile is not painted until they end (the album's
 * thumbnails came 0.7–1.2 s after the page instead of with it).
 */
export function whenFirstScreenImagesPainted(capMs: number): Promise<void> {
  const images = [...(document.getElementById(firstScreenId)?.querySelectorAll('img') ?? [])];
  if (images.length === 0) return Promise.resolve();
  const loaded = (image: HTMLImageElement) =>
    image.complete
      ? undefined
      : new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        });
  const painted = Promise.all(images.map(loaded)).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
