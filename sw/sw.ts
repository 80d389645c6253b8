// Hallway's service worker: precache the build, answer every page load with
// the app shell (online or not), keep images for offline use. It never caches
// /api answers and never sends writes: data offline lives in the query cache
// and the page's outbox (see sw/README.md, "API answers never cached").
import { setCacheNameDetails } from 'workbox-core';
import { registerAlbumImageCaches } from './album-images.ts';
import { registerNewerAssetCache } from './assets.ts';
import { cachePrefix } from './cache-names.ts';
import { registerImageCache } from './images.ts';
import { listenForSkipWaiting, moveAlbumOutOfImageCacheOnActivate, takeControlOnActivate } from './lifecycle.ts';
import { registerShellNavigation } from './navigation.ts';
import { answerPreviewingPagesOffline } from './offline-preview.ts';
import { setUpPrecache } from './precache.ts';

declare const self: ServiceWorkerGlobalScope;

setCacheNameDetails({ prefix: cachePrefix });
const origin = self.location.origin;

// A page in the offline preview gets only what is kept, as with no network: its listener goes
// before Workbox's routes, so it answers first.
answerPreviewingPagesOffline();
// Routes match in registration order. Page loads first: even /index.html must
// come from the server (it injects the brand), with the precache as fallback.
registerShellNavigation(origin);
setUpPrecache(self.__WB_MANIFEST);
registerNewerAssetCache(origin);
// Album files first: their own bounded caches, never the general image cache.
registerAlbumImageCaches(origin);
registerImageCache(origin);
moveAlbumOutOfImageCacheOnActivate();

listenForSkipWaiting();
takeControlOnActivate();
