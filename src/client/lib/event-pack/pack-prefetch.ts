// The pages that render from an event pack. Opening one of them cold (an offline reload, an app
// restart) should not wait for the route chunk to load and mount before IndexedDB is even asked:
// pack-store.ts starts the read as soon as it is evaluated, while the rest of the app starts.
const packPage = /^\/event\/([^/]+)\/(?:attendees|attendee\/[^/]+|schedule|program\/[^/]+|matches)\/?$/;

/** The event whose pack the page at `pathname` will need, or null. */
export function packEventInPath(pathname: string): string | null {
  const match = packPage.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The longest the sync waits for a frame: a tab in the background paints none. */
const paintWaitMs = 250;

/** Resolves once the browser has painted the next frame, or after a quarter second without one (at once in Node: the tests). */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, paintWaitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
