import { PrecacheController } from 'workbox-precaching';

// Our own controller rather than Workbox's hidden default one, so the install (precache.ts) is
// ours too. Apart from precache.ts, which wires the worker's listeners, so the code that only
// reads the precache (answer-without-network.ts) runs in Node tests.
let controller: PrecacheController | null = null;

/**
 * Made on first use, not on import: the controller takes its cache name when made, and must take
 * it after sw.ts has set the `hallway` prefix, or cleanupOutdatedCaches (which asks for the name
 * on activate) would delete the precache as another version's.
 */
export function precacheController(): PrecacheController {
  controller ??= new PrecacheController();
  return controller;
}

/** A precached copy of `request` (a URL of the build or a Request), or undefined. */
export function matchPrecached(request: string | Request): Promise<Response | undefined> {
  return precacheController().matchPrecache(request);
}
