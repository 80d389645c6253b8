// A phone on a slow venue link, through CDP: the page's network (Network.emulateNetworkConditions)
// and CPU (Emulation.setCPUThrottlingRate) slowed, and the same link for the page's service
// worker. Chromium throttles per target, and a worker is a target of its own: a page's
// conditions leave the worker's precache fetches at full speed (seen 2026-12-04: a 15 kB
// stylesheet in 80 ms from the worker against 540 ms from the page). Browser-level auto-attach
// needs CDP's flattened sessions, which Playwright's CDPSession cannot address, so the worker is
// attached when it appears (Target.setDiscoverTargets) and spoken to through
// Target.sendMessageToTarget; what it fetches in the few milliseconds before that goes unslowed.
// Also counts the bytes both received (encodedDataLength: on the wire, headers included).
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export interface LinkConditions {
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  roundTripMs: number;
  cpuSlowdown: number;
}

/** The venue Wi-Fi at a busy moment, on a mid-range phone. */
export const venuePhone: LinkConditions = { downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, roundTripMs: 150, cpuSlowdown: 4 };

export const describeLink = (link: LinkConditions) =>
  `${link.downloadBitsPerSecond / 1e6} Mbit/s down, ${link.uploadBitsPerSecond / 1e3} kbit/s up, ${link.roundTripMs} ms round trip, CPU ${link.cpuSlowdown}× slower`;

const networkConditions = (link: LinkConditions) => ({
  offline: false,
  latency: link.roundTripMs,
  downloadThroughput: link.downloadBitsPerSecond / 8,
  uploadThroughput: link.uploadBitsPerSecond / 8,
});

export interface SlowedPage {
  cdp: CDPSession;
  /** Bytes received on the wire so far, by the page and by its service worker. */
  receivedBytes(): { page: number; worker: number };
  stop(): Promise<void>;
}

interface TargetMessage {
  id?: number;
  method?: string;
  params?: { encodedDataLength?: number };
}

/** Slows `page` (made in `context`) and any service worker of `origin` that starts from now on. */
export async function slowDown(browser: Browser, context: BrowserContext, page: Page, origin: string, link: LinkConditions): Promise<SlowedPage> {
  const cdp = await context.newCDPSession(page);
  const bytes = { page: 0, worker: 0 };
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => void (bytes.page += encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(link));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: link.cpuSlowdown });

  const browserCdp = await browser.newBrowserCDPSession();
  let nextId = 1;
  browserCdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const parsed = JSON.parse(message) as TargetMessage;
    if (parsed.method === 'Network.loadingFinished') bytes.worker += parsed.params?.encodedDataLength ?? 0;
  });
  browserCdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker' || !targetInfo.url.startsWith(origin)) return;
    void (async () => {
      // Deprecated in CDP, still served (Chromium 156): the only way to a worker without flattened sessions.
      const { sessionId } = await browserCdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      const send = (method: string, params: object) =>
        browserCdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId++, method, params }) });
      await send('Network.enable', {});
      await send('Network.emulateNetworkConditions', networkConditions(link));
    })().catch((error: unknown) => console.warn('  could not slow the service worker down:', error));
  });
  await browserCdp.send('Target.setDiscoverTargets', { discover: true });
  return {
    cdp,
    receivedBytes: () => ({ ...bytes }),
    stop: async () => {
      await browserCdp.detach().catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}
