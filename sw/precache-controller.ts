import { PrecacheController } from 'workbox-precaching';

// Our own controller rather than Workbox's hidden default one, so the install (precache.ts) is
// ours too. Apart from precache.ts, which wires the worker's listeners, so the code that only
// reads the precache (answer-without-network.ts) runs in Node tests.
export const precacheController = new PrecacheController();

/** A precached copy of `request` (a URL of the build or a Request), or undefined. */
export function matchPrecached(request: string | Request): Promise<Response | undefined> {
  return precacheController.matchPrecache(request);
}
