import { tabHoldsOfflinePreview } from './offline-preview/preview-storage-key.ts';

// What the page's entry (boot.ts) asks the server before the app's code has arrived, on a first
// visit (early-queries.ts: what the page waits for; event-pack/early-feed.ts: the screen's feed), kept here until
// the app takes each answer once. Tiny and with no library: it is part of the page's entry.

const started = new Map<string, Promise<Response>>();

/**
 * Asks for `url` now and keeps the answer under `key`, unless there is no network or the tab is
 * previewing an event offline (which must send nothing): the app then reads what is saved.
 */
export function askEarly(key: string, url: string): void {
  if ((typeof navigator !== 'undefined' && navigator.onLine === false) || tabHoldsOfflinePreview()) return;
  // With the sign-in cookie and a trace id, as the app's own requests are sent.
  const answer = fetch(url, { credentials: 'include', headers: { 'trace-id': crypto.randomUUID() } });
  // A failure is the taker's to see (it reads the promise); unclaimed, it must not be reported as unhandled.
  answer.catch(() => undefined);
  started.set(key, answer);
}

/** The early answer kept under `key`, once: later reads ask the server themselves. */
export function takeEarly(key: string): Promise<Response> | undefined {
  const answer = started.get(key);
  started.delete(key);
  return answer;
}

/**
 * The server's render of a first screen (server-render/render-first-screen.tsx) hands the app the
 * answers it asked for itself, as boot.ts would have: `body` is kept under `key` as a 200 answer.
 */
export function keepEarlyAnswer(key: string, body: string): void {
  started.set(key, Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })));
}

/** Forgets every answer not yet taken (the server's render, between two visitors). */
export function forgetEarlyAnswers(): void {
  started.clear();
}
