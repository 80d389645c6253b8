import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bytesOnLink, serializationMs, SharedLink } from '../../bench/link-shaping.ts';
import { startThrottledProxy, type ThrottledProxy } from '../../bench/throttled-proxy.ts';

// The venue-like link of the feeds bench (tests/bench/event-feeds.ts): its arithmetic on a
// virtual clock, and the proxy that applies it carrying bytes intact both ways, ends and breaks.

describe('shared link arithmetic', () => {
  const wifi = { bitsPerSecond: 20e6, roundTripMs: 40 };

  it('counts a TCP/IP header per segment and 8 bits a byte at the link rate', () => {
    expect(bytesOnLink(0)).toBe(0);
    expect(bytesOnLink(1)).toBe(41);
    expect(bytesOnLink(1_460)).toBe(1_500);
    expect(bytesOnLink(1_461)).toBe(1_541);
    // 1,500 bytes at 20 Mbit/s: 12,000 bits, 0.6 ms.
    expect(serializationMs(1_500, 20e6)).toBeCloseTo(0.6, 9);
  });

  it('delivers a chunk on an idle link after its own sending time and half the round trip', () => {
    const link = new SharedLink(wifi);
    expect(link.deliverAt(1_460, 1_000)).toBeCloseTo(1_000 + 0.6 + 20, 9);
  });

  it('makes chunks handed over together wait their turn, whichever connection or direction they belong to', () => {
    const link = new SharedLink(wifi);
    const first = link.deliverAt(14_600, 0); // 15,000 bytes on the medium: 6 ms
    const second = link.deliverAt(1_460, 0); // queued behind it: 0.6 ms more
    expect(first).toBeCloseTo(6 + 20, 9);
    expect(second).toBeCloseTo(6.6 + 20, 9);
    // Once the medium is idle again, a chunk does not wait for anything.
    expect(link.deliverAt(1_460, 100)).toBeCloseTo(100.6 + 20, 9);
    expect(link.totals()).toEqual({ busyMs: expect.closeTo(7.2, 9), payloadBytes: 17_520 });
  });

  it('carries no more than its budget, however many senders fill it', () => {
    const link = new SharedLink(wifi);
    let last = 0;
    // 50 senders hand over 100 kB each at the same moment: 5 MB plus headers take over 2 s at 20 Mbit/s.
    for (let sender = 0; sender < 50; sender++) last = link.deliverAt(100_000, 0);
    const bits = bytesOnLink(100_000) * 50 * 8;
    expect(last).toBeCloseTo((bits / 20e6) * 1000 + 20, 6);
  });

  it('delivers an end of stream after every byte queued before it', () => {
    const link = new SharedLink(wifi);
    const data = link.deliverAt(14_600, 0);
    expect(link.endAt(0)).toBeCloseTo(data, 9);
    expect(link.endAt(50)).toBeCloseTo(70, 9);
  });

  it('refuses a link with no bandwidth', () => {
    expect(() => new SharedLink({ bitsPerSecond: 0, roundTripMs: 10 })).toThrow();
  });
});

describe('throttled proxy', () => {
  const open: Array<{ close(): unknown }> = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  /** A TCP server whose connections are handled by `onConnection`. */
  const startServer = async (onConnection: (socket: net.Socket) => void) => {
    const server = net.createServer({ allowHalfOpen: true }, onConnection);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    open.push({ close: () => new Promise((resolve) => server.close(resolve)) });
    return (server.address() as net.AddressInfo).port;
  };
  const startProxy = async (port: number, windowBytes?: number): Promise<ThrottledProxy> => {
    // Fast enough to keep the test short; the arithmetic above is what sets the pace.
    const proxy = await startThrottledProxy({ target: { host: '127.0.0.1', port }, shape: { bitsPerSecond: 2e9, roundTripMs: 2 }, ...(windowBytes ? { windowBytes } : {}) });
    open.push(proxy);
    return proxy;
  };
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const readAll = (socket: net.Socket) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
    });

  it('carries every byte both ways in order, and passes each end on after the bytes before it', async () => {
    const upload = randomBytes(700_000);
    const download = randomBytes(1_300_000);
    let serverGot: Buffer | null = null;
    const port = await startServer((socket) => {
      // Answers only once the client ended: the client's FIN must come after all its bytes.
      void readAll(socket).then((received) => {
        serverGot = received;
        socket.end(Buffer.concat([Buffer.from(sha(received)), download]));
      });
    });
    const proxy = await startProxy(port, 16 * 1024);
    const client = net.connect({ host: '127.0.0.1', port: proxy.port, allowHalfOpen: true });
    const answer = readAll(client);
    client.end(upload);
    const received = await answer;

    expect(serverGot!.equals(upload)).toBe(true);
    expect(received.subarray(0, 64).toString()).toBe(sha(upload));
    expect(sha(received.subarray(64))).toBe(sha(download));
    client.destroy();
    expect(proxy.totals()).toMatchObject({ connections: 1, upBytes: upload.length, downBytes: 64 + download.length });
  });

  it('keeps several connections apart on the one link', async () => {
    const port = await startServer((socket) => socket.pipe(socket));
    const proxy = await startProxy(port);
    const payloads = Array.from({ length: 8 }, () => randomBytes(200_000));
    const echoes = await Promise.all(
      payloads.map((payload) => {
        const client = net.connect({ host: '127.0.0.1', port: proxy.port, allowHalfOpen: true });
        const echoed = readAll(client);
        client.end(payload);
        return echoed;
      }),
    );
    echoes.forEach((echo, index) => expect(sha(echo)).toBe(sha(payloads[index]!)));
  });

  it('breaks the client side when the server resets the connection', async () => {
    const port = await startServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
    const proxy = await startProxy(port);
    const client = net.connect({ host: '127.0.0.1', port: proxy.port });
    const closed = new Promise<boolean>((resolve) => client.on('close', resolve));
    client.on('error', () => {});
    client.write('hello');
    await closed;
    expect(client.destroyed).toBe(true);
  });

  it('breaks the client side when the server cannot be reached', async () => {
    const port = await startServer(() => {});
    open.pop()!.close(); // the port is free again: connecting to it is refused
    const proxy = await startProxy(port);
    const client = net.connect({ host: '127.0.0.1', port: proxy.port });
    client.on('error', () => {});
    await new Promise((resolve) => client.on('close', resolve));
    expect(client.destroyed).toBe(true);
  });
});
