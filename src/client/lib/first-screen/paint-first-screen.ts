import { firstScreenId, releaseFirstScreen } from './first-screen-dom.ts';
import { readFirstScreen, savedAccountId } from './first-screen-record.ts';

// What the entry (src/client/boot.ts) does before the app loads: the saved colour mode, and
// this address's saved first screen, if any. Imports nothing beyond this folder.

/** The live page normally takes its place well before this; an error screen or a stuck start must not leave it up. */
const fallbackMs = 4000;

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
 * Resolves once the saved first screen's images have loaded and been presented (or a frame has
 * passed, where the browser cannot tell), or after `capMs`; at once when no first screen or image
 * is showing. The entry waits for it before starting the app: the app's code then runs in long
 * tasks, and an image that arrives meanwhile is not painted until they end (the album's thumbnails
 * would come well after the page instead of with it). And while it is fetched and compiled it
 * takes the processor from the threads that decode the pictures, which then decode far slower, so
 * a frame past the paint is not enough; the wait is for the screen.
 */
export function whenFirstScreenImagesPainted(capMs: number): Promise<void> {
  const images = [...(document.getElementById(firstScreenId)?.querySelectorAll('img') ?? [])];
  if (images.length === 0) return Promise.resolve();
  const loaded = (image: HTMLImageElement): boolean | Promise<boolean> =>
    image.complete
      ? image.naturalWidth > 0
      : new Promise<boolean>((resolve) => {
          image.addEventListener('load', () => resolve(true), { once: true });
          image.addEventListener('error', () => resolve(false), { once: true });
        });
  const painted = Promise.all(images.map(loaded)).then((ok) => whenPresented(images.filter((_, i) => ok[i]), capMs));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

type ElementTimingEntry = PerformanceEntry & { element?: Element | null };

/**
 * Resolves when every image of `images` that is on screen has been presented, as Element Timing
 * reports it (Chromium; the images carry an elementtiming attribute, as the album's thumbnails
 * do). Elsewhere, or with no such image on screen, after the next frame has been painted. Gives
 * up after `giveUpMs` (its observer would otherwise hear of every thumbnail the grid ever paints).
 */
export function whenPresented(images: readonly HTMLImageElement[], giveUpMs: number): Promise<void> {
  const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) return afterFrame();
  // One off the screen (the page kept its scroll position) is never painted: not waited for.
  const onScreen = (image: HTMLImageElement) => {
    const rect = image.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
  };
  const waiting = new Set(images.filter((image) => image.hasAttribute('elementtiming') && onScreen(image)));
  if (waiting.size === 0) return afterFrame();
  return new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTimingEntry[]) if (entry.element) waiting.delete(entry.element as HTMLImageElement);
      if (waiting.size === 0) finish();
    });
    const timer = setTimeout(finish, giveUpMs);
    // Buffered: those presented before this call count too.
    observer.observe({ type: 'element', buffered: true });
  });
}
