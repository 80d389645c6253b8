// Read by the entry (src/client/boot.ts) before any library has loaded, so this imports nothing.

/** What says a visitor is about to use the page: the app starts at once, not at idle. */
const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A page that never goes idle (a busy phone) still gets its app this long after the load event. */
const idleTimeoutMs = 2000;

/**
 * Calls `start` once: when the page has loaded and the browser is idle, or at the visitor's first
 * touch, key or focus, whichever comes first. A page that paints from HTML needs no script to be
 * seen; this keeps the app's download and start-up from competing with that first paint.
 */
export function startWhenIdleOrTouched(start: () => void, win: Window = window): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of intentEvents) win.removeEventListener(type, startOnce, true);
    start();
  };
  for (const type of intentEvents) win.addEventListener(type, startOnce, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(startOnce, { timeout: idleTimeoutMs });
    else win.setTimeout(startOnce, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
