import { clientsClaim } from 'workbox-core';
import { dropAlbumFilesFromImageCache } from './album-cache-migration.ts';
import { shellStrategy } from './navigation.ts';
import { isSkipWaitingMessage } from './request-kinds.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Updates wait until the user accepts the "new version available" prompt,
 * which posts {type: 'SKIP_WAITING'} through workbox-window.
 */
export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  });
}

/**
 * On activate: control open pages at once (so the first visit already works
 * offline after one reload), and fetch the server-rendered shell for this
 * build, so routes never loaded in full still get the branded page offline.
 */
export function takeControlOnActivate(): void {
  clientsClaim();
  self.addEventListener('activate', (event) => {
    const warm = shellStrategy.handle({ event, request: new Request('/') }).catch(() => undefined);
    event.waitUntil(warm);
  });
}

/** On activate: album files kept by older workers leave the general image cache (sw/album-images.ts has their own). */
export function moveAlbumOutOfImageCacheOnActivate(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(dropAlbumFilesFromImageCache().catch(() => 0));
  });
}
