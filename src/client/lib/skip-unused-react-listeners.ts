// React listens at its root for every event it supports, whether or not a component asks for it.
// The app handles no wheel or touch events, yet every wheel tick and touch move of a scroll would
// be sent to the page's main thread to run through React's dispatch for nothing, a large share of
// a slow phone's main-thread CPU while scrolling.
// Without a listener for them the browser scrolls without telling the main thread of each one.
// A handler for one of them would never run, so lint refuses those props (eslint.config.js).
// Build with pointer events instead (the photo viewer's swipe does); they are untouched.

/** The DOM events no component of the app handles. */
export const unusedReactEvents: ReadonlySet<string> = new Set(['wheel', 'touchstart', 'touchmove', 'touchend', 'touchcancel']);

/** Keeps React from listening for `unusedReactEvents` on `container`: call it before createRoot or hydrateRoot there. */
export function skipUnusedReactListeners(container: HTMLElement): void {
  const add = container.addEventListener.bind(container);
  container.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    if (listener && !unusedReactEvents.has(type)) add(type, listener, options);
  };
}
