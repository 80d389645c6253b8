// A venue-like link in its own worker thread: the throttled proxy (throttled-proxy.ts) between the
// load generator and a server, so the proxy's CPU is not counted as the server's (the feeds
// bench measures the main thread's CPU per answer). The worker loads the TypeScript proxy
// through tsx's API, as the bench itself runs under tsx.
import { Worker } from 'node:worker_threads';
import type { LinkShape } from './link-shaping.ts';
import type { ProxyTotals } from './throttled-proxy.ts';

export interface ThrottledLink {
  /** Where to send requests instead of `target`. */
  url: string;
  totals(): Promise<ProxyTotals>;
  close(): Promise<void>;
}

const workerSource = (proxyModule: string, tsxApi: string) => `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { register } = await import(${JSON.stringify(tsxApi)});
  register();
  const { startThrottledProxy } = await import(${JSON.stringify(proxyModule)});
  const proxy = await startThrottledProxy(workerData);
  parentPort.on('message', async (message) => {
    if (message === 'totals') parentPort.postMessage({ totals: proxy.totals() });
    if (message === 'close') {
      await proxy.close();
      parentPort.postMessage({ closed: true });
    }
  });
  parentPort.postMessage({ port: proxy.port });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

type WorkerMessage = { port?: number; totals?: ProxyTotals; closed?: boolean; error?: string };

/** A throttled link to `targetUrl` (http://host:port), running in a worker until closed. */
export async function startThrottledLink(targetUrl: string, shape: LinkShape): Promise<ThrottledLink> {
  const target = new URL(targetUrl);
  const proxyModule = new URL('./throttled-proxy.ts', import.meta.url).href;
  const worker = new Worker(workerSource(proxyModule, import.meta.resolve('tsx/esm/api')), {
    eval: true,
    workerData: { target: { host: target.hostname, port: Number(target.port) }, shape },
  });
  const next = (want: keyof WorkerMessage) =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.error) reject(new Error(`Throttled link: ${message.error}`));
        else if (message[want] !== undefined) resolve(message);
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const { port } = await next('port');
  return {
    url: `http://127.0.0.1:${port}`,
    async totals() {
      const reply = next('totals');
      worker.postMessage('totals');
      return (await reply).totals!;
    },
    async close() {
      const reply = next('closed');
      worker.postMessage('close');
      await reply;
      await worker.terminate();
    },
  };
}
