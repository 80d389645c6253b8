import { onlineManager } from '@tanstack/react-query';
import { createPreviewEventSource, type PreviewEventSourceHandle } from './preview-event-source.ts';

// The simulated airplane mode of the offline preview: while the network is "cut", this page
// behaves as a phone with no network would, without touching the real connection (the service
// worker still serves the shell and the app's code, as it does offline):
// - navigator.onLine answers false, an `offline` event is sent, TanStack Query's onlineManager
//   is offline (queries pause their retries), and the browser's own `online` events are held back;
// - every fetch and XMLHttpRequest of the page fails as a network failure does (tRPC, the
//   shared feeds, mark-read, photo uploads), sendBeacon sends nothing;
// - the live stream (EventSource) gets an error and waits, then connects when the network is back.
// Image loads (<img>) go to the service worker, which no page code can refuse: offline-preview.ts
// tells the worker, which then answers this page from what it kept only (tell-service-worker.ts).

export interface PreviewWindow {
  fetch: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
  EventSource?: typeof EventSource;
  navigator: Navigator;
  addEventListener: Window['addEventListener'];
  dispatchEvent: Window['dispatchEvent'];
}

interface Installed {
  cut: boolean;
  /** The live streams opened since the wrappers went in (closed ones leave the set). */
  sources: Set<PreviewEventSourceHandle>;
}

const installed = new WeakMap<PreviewWindow, Installed>();

/** What a page sees when a request finds no network ("Failed to fetch" in Chromium). */
const previewNetworkError = () => new TypeError('Failed to fetch (offline preview: the network is switched off)');

/** Wraps the page's network doors once; each wrapper asks at call time whether the network is cut. */
function install(win: PreviewWindow): Installed {
  const existing = installed.get(win);
  if (existing) return existing;
  const state: Installed = { cut: false, sources: new Set() };
  installed.set(win, state);

  const realFetch = win.fetch.bind(win);
  win.fetch = (input, init) => (state.cut ? Promise.reject(previewNetworkError()) : realFetch(input, init));

  const xhrProto = win.XMLHttpRequest?.prototype;
  if (xhrProto) {
    const realSend = xhrProto.send;
    xhrProto.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (!state.cut) return realSend.call(this, body);
      // As a request with no network ends: an error, then loadend, on the next task.
      setTimeout(() => {
        this.dispatchEvent(new ProgressEvent('error'));
        this.dispatchEvent(new ProgressEvent('loadend'));
      }, 0);
    };
  }

  const beacon = win.navigator.sendBeacon?.bind(win.navigator);
  if (beacon) win.navigator.sendBeacon = (url, data) => (state.cut ? false : beacon(url, data));

  const RealEventSource = win.EventSource;
  if (RealEventSource) win.EventSource = createPreviewEventSource(RealEventSource, () => state.cut, state.sources);

  // The real network coming back must not end the preview: `online` events are held back while
  // it lasts (restoreNetwork sends its own once the cut is over).
  win.addEventListener(
    'online',
    (event) => {
      if (state.cut) event.stopImmediatePropagation();
    },
    { capture: true },
  );
  return state;
}

export function isNetworkCut(win: PreviewWindow = window): boolean {
  return installed.get(win)?.cut ?? false;
}

/** Switches this page's network off (idempotent). */
export function cutNetwork(win: PreviewWindow = window): void {
  const state = install(win);
  if (state.cut) return;
  state.cut = true;
  Object.defineProperty(win.navigator, 'onLine', { configurable: true, get: () => false });
  onlineManager.setOnline(false);
  for (const source of [...state.sources]) source.drop();
  win.dispatchEvent(new Event('offline'));
}

/** Gives the page its network back: the outbox drains, pages refresh, the live stream connects. */
export function restoreNetwork(win: PreviewWindow = window): void {
  const state = installed.get(win);
  if (!state?.cut) return;
  state.cut = false;
  // The own property hid the prototype's getter; without it navigator.onLine is the real one again.
  delete (win.navigator as { onLine?: boolean }).onLine;
  const online = win.navigator.onLine !== false;
  onlineManager.setOnline(online);
  for (const source of [...state.sources]) source.connect();
  if (online) win.dispatchEvent(new Event('online'));
}
