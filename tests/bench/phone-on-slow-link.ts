// A phone on a slow venue link, through CDP: the page's network (Network.emulateNetworkConditions)
// and CPU (Emulation.setCPUThrottlingRate) slowed, and the same link for the page's service
// worker. Chromium throttles per target, and a worker is a target of its own: a page's
// conditions leave the worker's precache fetches at full speed (seen 2026-12-04: a 15 kB
// stylesheet in 80 ms from the worker against 540 ms from the page). So the page's session
// attaches to the workers it starts (Target.setAutoAttach), each held at its start
// (waitForDebuggerOnStart) until its link is slowed too. Until 2026-12-05 the bench attached to a
// worker only once it was running: in most runs its precache had gone at full speed by then (a
// median of 10 ms per file on a link with a 150 ms round trip), and "the app works offline" read
// ~2 s after the first paint where the slowed worker needs ~7 s. Browser-level auto-attach would
// need CDP's flattened sessions, which Playwright's CDPSession cannot address; the page's own
// (non-flattened, spoken to through Target.sendMessageToTarget) can.
// Also counts the bytes both received (encodedDataLength: on the wire, headers included).
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

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

/** Slows `page` (made in `context`) and every service worker of `origin` it starts from now on. */
export async function slowDown(context: BrowserContext, page: Page, origin: string, link: LinkConditions): Promise<SlowedPage> {
  const cdp = await context.newCDPSession(page);
  const bytes = { page: 0, worker: 0 };
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => void (bytes.page += encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(link));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: link.cpuSlowdown });

  let nextId = 1;
  const sendTo = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId++, method, params }) });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const parsed = JSON.parse(message) as TargetMessage;
    if (parsed.method === 'Network.loadingFinished') bytes.worker += parsed.params?.encodedDataLength ?? 0;
  });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    void (async () => {
      if (targetInfo.type === 'service_worker' && targetInfo.url.startsWith(origin)) {
        await sendTo(sessionId, 'Network.enable');
        await sendTo(sessionId, 'Network.emulateNetworkConditions', networkConditions(link));
      }
      // Whatever else was attached (none expected) goes on as it would.
      if (waitingForDebugger) await sendTo(sessionId, 'Runtime.runIfWaitingForDebugger');
    })().catch((error: unknown) => console.warn('  could not slow the service worker down:', error));
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    cdp,
    receivedBytes: () => ({ ...bytes }),
    stop: async () => {
      await cdp.detach().catch(() => undefined);
    },
  };
}
