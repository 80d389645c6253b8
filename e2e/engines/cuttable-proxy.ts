// A TCP proxy in front of the app server whose cable can be pulled: the WebKit driver's offline
// switch (WebKitGTK has none under WebDriver, e2e/engines/engine-page.ts). While cut, every open
// connection is reset and every new one is reset on arrival, so the page's fetches fail at once,
// as on venue Wi-Fi that is up but leads nowhere; navigator.onLine stays true.
// It forwards bytes, not HTTP, so keep-alive connections, server-sent events and uploads pass as
// they are.
import net from 'node:net';

export interface CuttableProxy {
  /** The port it listens on, on 127.0.0.1. */
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Resets every open connection and refuses new ones until restore(). */
  cut(): void;
  /** Forwards again. */
  restore(): void;
  close(): Promise<void>;
}

export interface CuttableProxyOptions {
  /** A fixed port (for a stable origin across browser restarts); default: any free port. */
  listenPort?: number;
}

export async function startCuttableProxy(targetPort: number, options: CuttableProxyOptions = {}): Promise<CuttableProxy> {
  let isCut = false;
  const open = new Set<net.Socket>();

  const server = net.createServer((client) => {
    // A reset, not a clean close: the browser reports a network error at once instead of
    // retrying or waiting for an answer that never comes.
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget);
    upstream.on('error', forget);
    client.on('close', forget);
    upstream.on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.listenPort ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the cuttable proxy has no TCP address');
  const port = address.port;

  const resetAll = () => {
    for (const socket of open) {
      // resetAndDestroy() needs a connected socket; one still connecting is simply destroyed.
      if (socket.readyState === 'open') socket.resetAndDestroy();
      else socket.destroy();
    }
    open.clear();
  };

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      resetAll();
    },
    restore() {
      isCut = false;
    },
    close() {
      resetAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
