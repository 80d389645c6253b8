import { describe, expect, it } from 'vitest';
import { offlinePreviewMessage } from '#shared/rules/offline-preview-message.ts';
import { tellServiceWorker } from '#client/lib/offline-preview/tell-service-worker.ts';

// The page tells its service worker when the preview cuts or restores its network, and tells a
// worker that takes over later while the cut lasts (sw/offline-preview.ts answers it offline).

function fakeContainer() {
  const posted: Array<{ worker: string; message: unknown }> = [];
  const target = new EventTarget();
  const worker = (name: string) => ({ postMessage: (message: unknown) => posted.push({ worker: name, message }) });
  const container = Object.assign(target, { controller: worker('first') as unknown as ServiceWorker | null });
  return { posted, container: container as unknown as ServiceWorkerContainer & { controller: ServiceWorker | null }, worker };
}

describe('telling the service worker about the preview', () => {
  it('posts the cut and the restore to the controlling worker, and the cut again to a new one', () => {
    const { posted, container, worker } = fakeContainer();
    tellServiceWorker(true, container);
    expect(posted).toEqual([{ worker: 'first', message: offlinePreviewMessage(true) }]);

    (container as { controller: unknown }).controller = worker('second');
    container.dispatchEvent(new Event('controllerchange'));
    expect(posted.at(-1)).toEqual({ worker: 'second', message: offlinePreviewMessage(true) });

    tellServiceWorker(false, container);
    expect(posted.at(-1)).toEqual({ worker: 'second', message: offlinePreviewMessage(false) });
    const count = posted.length;
    container.dispatchEvent(new Event('controllerchange'));
    expect(posted).toHaveLength(count);
  });

  it('does nothing without a worker (a page no worker controls yet)', () => {
    expect(() => tellServiceWorker(true, undefined)).not.toThrow();
  });
});
