import { offlinePreviewMessage } from '#shared/rules/offline-preview-message.ts';

// The page's network doors are cut in the page (network-cut.ts), but pictures (<img>) load through
// the service worker, which fetches what it has not kept. Telling it that this page previews makes
// it answer only from what it kept, as with no network (sw/offline-preview.ts). A worker that takes
// over later (an update, the first install) is told again.

let offlineNow = false;
let listening = false;

export function tellServiceWorker(offline: boolean, container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker): void {
  offlineNow = offline;
  if (!container) return;
  if (!listening) {
    listening = true;
    container.addEventListener('controllerchange', () => {
      if (offlineNow) container.controller?.postMessage(offlinePreviewMessage(true));
    });
  }
  container.controller?.postMessage(offlinePreviewMessage(offline));
}
