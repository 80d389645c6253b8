import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { readOfflinePreviewMessage } from '#shared/rules/offline-preview-message.ts';
import { answerWithoutNetwork } from './answer-without-network.ts';
import { createPreviewClients } from './preview-clients.ts';
import { isApiPath } from './request-kinds.ts';

declare const self: ServiceWorkerGlobalScope;

// The offline preview (src/client/lib/offline-preview) cuts a page's own network doors (fetch,
// XMLHttpRequest, EventSource), but its <img> loads come here, and the image routes fetch what
// they have not kept: a picture the phone never saved would still show. So a page that says it
// previews gets, for every request, what this worker kept or a network failure, as with no
// network at all, page loads from it included (the kept shell, as navigation.ts falls back to);
// other pages and tabs are untouched.

/** Registered before Workbox's routes (the first fetch listener to answer wins; stopImmediatePropagation keeps the rest out). */
export function answerPreviewingPagesOffline(): void {
  const previewing = createPreviewClients(caches, async (clientId) => (await self.clients.get(clientId)) !== undefined);

  self.addEventListener('message', (event) => {
    const offline = readOfflinePreviewMessage(event.data);
    const source = event.source as { id?: unknown } | null;
    if (offline === null || typeof source?.id !== 'string') return;
    event.waitUntil(previewing.set(source.id, offline));
  });

  self.addEventListener('fetch', (event) => {
    const { clientId, request } = event;
    if (!clientId) return;
    const known = previewing.has(clientId);
    if (known === false) return;
    if (known === null) {
      // Just started, the list not read back yet (a few ms). Writes and API calls are the page's
      // own to cut; files and pictures wait for the list, then go as either kind of page's would.
      if (request.method !== 'GET' || isApiPath(new URL(request.url).pathname)) return;
      event.stopImmediatePropagation();
      event.respondWith(
        previewing.ready.then(() =>
          previewing.has(clientId) ? answerWithoutNetwork(request) : (getOrCreateDefaultRouter().handleRequest({ request, event }) ?? fetch(request)),
        ),
      );
      return;
    }
    event.stopImmediatePropagation();
    event.respondWith(answerWithoutNetwork(request));
  });
}
