// A TCP proxy between the devices and the server that the chaos run can break the way venue
// Wi-Fi breaks: everything open is torn down and new connections are refused for a while
// ("down"), or requests still reach the server but its answers never come back ("answers
// lost": the server applied the scans, the device must not count them twice when it resends).
import net from 'node:net';

export type ProxyMode = 'up' | 'down' | 'answers-lost';

export interface CuttableProxy {
  port: number;
  mode(): ProxyMode;
  /** "down" also tears down every open connection; "answers-lost" lets requests already sent arrive. */
  setMode(mode: ProxyMode): void;
  /** Called each time a device's bytes reach the server (a request under way). */
  onForward(listener: () => void): () => void;
  /** Called when an answer the server sent is dropped on its way back. */
  onAnswerDropped(listener: () => void): () => void;
  /** Answers the server sent that never reached the device: it had applied those requests. */
  answersDropped(): number;
  close(): Promise<void>;
}

export async function startCuttableProxy(upstreamPort: number, host = '127.0.0.1'): Promise<CuttableProxy> {
  let mode: ProxyMode = 'up';
  const open = new Set<net.Socket>();
  const forwardListeners = new Set<() => void>();
  const dropListeners = new Set<() => void>();
  let dropped = 0;

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'down') {
      // Refused: the device sees a reset, as when the access point drops it.
      client.destroy();
      return;
    }
    const upstream = net.connect({ port: upstreamPort, host });
    open.add(upstream);
    // Each side's end ends the other: a killed server must not leave the device waiting.
    const teardown = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('close', () => {
      open.delete(upstream);
      teardown();
    });
    upstream.on('error', teardown);
    client.on('close', teardown);
    client.on('data', (chunk) => {
      if (mode === 'down') return teardown();
      upstream.write(chunk);
      for (const listener of forwardListeners) listener();
    });
    upstream.on('data', (chunk) => {
      if (mode !== 'up') {
        // The request was delivered; the answer is lost on the way back.
        if (!client.destroyed) {
          dropped += 1;
          for (const listener of dropListeners) listener();
        }
        return teardown();
      }
      client.write(chunk);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The chaos proxy has no port');

  return {
    port: address.port,
    mode: () => mode,
    setMode(next) {
      mode = next;
      if (next !== 'down') return;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    onForward(listener) {
      forwardListeners.add(listener);
      return () => forwardListeners.delete(listener);
    },
    onAnswerDropped(listener) {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },
    answersDropped: () => dropped,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
