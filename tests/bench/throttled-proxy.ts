// A TCP proxy that sends every byte, both ways, through one SharedLink (link-shaping.ts): what a
// load generator connects to in order to reach a server as phones on venue Wi-Fi would. Runs in
// whatever thread starts it; the benches start it in a worker (throttled-link.ts) so its work is
// not counted as the server's.
// - Bytes keep their order per connection and direction; nothing is dropped or added.
// - A side that ends (FIN) ends the other side once its last bytes have crossed the link; a side
//   that breaks (error, reset) breaks the other at once.
// - Flow control as TCP's window: a sender with more than `windowBytes` still crossing the link
//   is paused until they arrive, so a server feels a slow link as a slow reader.
import net from 'node:net';
import { SharedLink, type LinkShape } from './link-shaping.ts';

export interface ProxyOptions {
  target: { host: string; port: number };
  shape: LinkShape;
  /** Bytes one direction of one connection may have crossing the link before its sender is paused. */
  windowBytes?: number;
}

export interface ProxyTotals {
  connections: number;
  /** Payload bytes delivered client → server and server → client. */
  upBytes: number;
  downBytes: number;
  /** Milliseconds the shared medium was busy sending. */
  linkBusyMs: number;
}

export interface ThrottledProxy {
  port: number;
  totals(): ProxyTotals;
  close(): Promise<void>;
}

const defaultWindowBytes = 64 * 1024;

interface Pending {
  at: number;
  chunk: Buffer | null; // null: the end of the stream
}

/** One direction of one connection: queued chunks delivered in order at their times. */
function pipeThrough(from: net.Socket, to: net.Socket, link: SharedLink, windowBytes: number, delivered: (bytes: number) => void) {
  const queue: Pending[] = [];
  let inFlight = 0;
  let timer: NodeJS.Timeout | null = null;

  const drain = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.at <= now) {
      const { chunk } = queue.shift()!;
      if (chunk === null) {
        if (!to.destroyed) to.end();
        continue;
      }
      inFlight -= chunk.length;
      if (to.destroyed) continue;
      to.write(chunk);
      delivered(chunk.length);
    }
    if (inFlight <= windowBytes && from.isPaused() && !from.destroyed) from.resume();
    schedule();
  };
  const schedule = () => {
    if (timer || queue.length === 0) return;
    timer = setTimeout(drain, Math.max(0, queue[0]!.at - performance.now()));
  };

  from.on('data', (chunk: Buffer) => {
    queue.push({ at: link.deliverAt(chunk.length, performance.now()), chunk });
    inFlight += chunk.length;
    if (inFlight > windowBytes) from.pause();
    schedule();
  });
  from.on('end', () => {
    queue.push({ at: link.endAt(performance.now()), chunk: null });
    schedule();
  });
  return {
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      queue.length = 0;
    },
  };
}

export async function startThrottledProxy(options: ProxyOptions): Promise<ThrottledProxy> {
  const link = new SharedLink(options.shape);
  const windowBytes = options.windowBytes ?? defaultWindowBytes;
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let upBytes = 0;
  let downBytes = 0;

  const server = net.createServer({ allowHalfOpen: true, noDelay: true }, (client) => {
    connections += 1;
    const upstream = net.connect({ ...options.target, allowHalfOpen: true, noDelay: true });
    sockets.add(client);
    sockets.add(upstream);
    const up = pipeThrough(client, upstream, link, windowBytes, (bytes) => (upBytes += bytes));
    const down = pipeThrough(upstream, client, link, windowBytes, (bytes) => (downBytes += bytes));
    // A break on either side breaks both at once (a reset is not queued behind data).
    const breakBoth = () => {
      up.stop();
      down.stop();
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', breakBoth);
      // A clean close came after this side's end, which is queued behind its last bytes: the
      // other side is ended when those have crossed. Bytes still due to a closed side are dropped.
      socket.on('close', (hadError) => {
        sockets.delete(socket);
        if (hadError) breakBoth();
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy is not listening on a port');
  return {
    port: address.port,
    totals: () => ({ connections, upBytes, downBytes, linkBusyMs: link.totals().busyMs }),
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
