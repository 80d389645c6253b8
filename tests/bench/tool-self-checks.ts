// Self-checks of the bench's own tools, run at the start of the section that uses them (and alone:
// BENCH_ONLY=self-checks). They check the measuring, not the product, so they live here and not in
// the test run; a failed check throws, and the bench stops before printing figures it cannot trust.
// - the album's scroll figures: the plain floor pages lay the pictures out as the grid does
//   (album-scroll-floor.ts), and Chromium's trace is counted frame by frame (album-scroll-trace.ts);
// - the feeds' venue-like link: its arithmetic on a virtual clock (link-shaping.ts), and the proxy
//   that applies it carrying bytes intact both ways, ends and breaks (throttled-proxy.ts).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { scrollFloorHtml, workerCanvasesHtml } from './album-scroll-floor.ts';
import { countFrames, droppedBreakdown, medianWheelRun } from './album-scroll-trace.ts';
import { bytesOnLink, serializationMs, SharedLink } from './link-shaping.ts';
import { startThrottledProxy, type ThrottledProxy } from './throttled-proxy.ts';

type Check = [name: string, run: () => void | Promise<void>];

/** Runs the checks in order; throws on the first that fails, naming it. */
async function runChecks(section: string, checks: Check[], log: (line: string) => void): Promise<void> {
  for (const [name, run] of checks) {
    try {
      await run();
    } catch (error) {
      throw new Error(`Bench self-check failed (${section}): ${name}`, { cause: error });
    }
  }
  log(`  self-check: ${section}, ${checks.length} checks passed`);
}

const close = (actual: number, expected: number, digits: number) => assert.ok(Math.abs(actual - expected) < 10 ** -digits / 2, `${actual} is not ${expected} to ${digits} digits`);

// ----- album: the floor pages and the frame counting -----

const floorGrid = { gridTop: 300, tile: 136, gap: 2, columns: 3 };
const frame = (state: string, extra: Record<string, unknown> = {}, key = 'frame_reporter') => ({ name: 'PipelineReporter', ph: 'b', ts: 1, args: { [key]: { state, ...extra } } });
const report = (state: string, sequence: number, pid = 7, extra: Record<string, unknown> = {}) => ({
  name: 'PipelineReporter',
  ph: 'b',
  pid,
  ts: sequence,
  args: { frame_reporter: { state, frame_source: 1, frame_sequence: sequence, ...extra } },
});
const scrollUpdate = (ts: number) => ({ name: 'InputHandler::ScrollUpdate', ph: 'X', ts });
const droppedAt = (ts: number, sequence: number, smooth?: boolean) => ({
  name: 'PipelineReporter',
  ph: 'b',
  pid: 7,
  ts,
  args: { frame_reporter: { state: 'STATE_DROPPED', frame_source: 1, frame_sequence: sequence, ...(smooth === undefined ? {} : { affects_smoothness: smooth }) } },
});
const wheelRun = (dropped: number, beforeGesture: number, name: string) => ({
  name,
  frames: { scrolledPx: 20_000, presentedAll: 500, presentedPartial: 90, dropped, noUpdate: 0, missingContent: 0 },
  dropped: { affectingSmoothness: 0, beforeGesture, afterGesture: 0 },
});

const albumChecks: Check[] = [
  [
    'the images floor places each thumbnail at its column and row, lazily loaded, in a box as tall as the rows, addresses escaped',
    () => {
      const html = scrollFloorHtml({ thumbnails: ['/a.webp', '/b.webp', '/c.webp', '/d.webp', '/e&"<f.webp'], ...floorGrid });
      const places = [...html.matchAll(/left:(\d+)px;top:(\d+)px/g)].map((match) => [Number(match[1]), Number(match[2])]);
      assert.deepEqual(places, [
        [0, 0],
        [138, 0],
        [276, 0],
        [0, 138],
        [138, 138],
      ]);
      assert.equal(html.match(/loading="lazy"/g)?.length, 5);
      assert.ok(html.includes('<div style="height:300px"></div><div style="position:relative;height:276px">'));
      assert.ok(html.includes('src="/e&amp;&quot;&lt;f.webp"'));
      assert.ok(!html.includes('"<f'));
    },
  ],
  [
    'the worker-canvases floor writes the addresses into its script so that none can close the script early',
    () => {
      const html = workerCanvasesHtml({ thumbnails: ['/a.webp', '/x</script><b>.webp'], ...floorGrid });
      assert.equal(html.match(/<\/script>/g)?.length, 1);
      assert.ok(html.includes('/x\\u003c/script>\\u003cb>.webp'));
      assert.ok(html.includes('<div id="grid" style="position:relative;height:138px">'));
    },
  ],
  [
    'countFrames counts begin events by final state, under either name Chromium gave the argument',
    () => {
      const counts = countFrames([
        frame('STATE_PRESENTED_ALL'),
        frame('STATE_PRESENTED_ALL', {}, 'chrome_frame_reporter'),
        frame('STATE_PRESENTED_PARTIAL', { has_missing_content: true }),
        frame('STATE_DROPPED'),
        frame('STATE_DROPPED', {}, 'chrome_frame_reporter'),
        frame('STATE_NO_UPDATE_DESIRED'),
        { name: 'PipelineReporter', ph: 'e', ts: 2, args: {} },
        { name: 'PipelineReporter', ph: 'e', ts: 2, args: { frame_reporter: { state: 'STATE_DROPPED' } } },
        { name: 'BeginFrame', ph: 'b', ts: 3, args: { frame_reporter: { state: 'STATE_DROPPED' } } },
        frame('STATE_SOMETHING_NEW'),
      ]);
      assert.deepEqual(counts, { presentedAll: 2, presentedPartial: 1, dropped: 2, noUpdate: 1, missingContent: 1 });
    },
  ],
  [
    'countFrames counts a frame reported twice once, at its worse state, and finds none in an empty trace',
    () => {
      const counts = countFrames([
        report('STATE_PRESENTED_ALL', 1),
        report('STATE_PRESENTED_PARTIAL', 1, 7, { has_missing_content: true }),
        report('STATE_NO_UPDATE_DESIRED', 2),
        report('STATE_DROPPED', 2),
        report('STATE_PRESENTED_ALL', 3),
        report('STATE_PRESENTED_ALL', 3, 8),
      ]);
      assert.deepEqual(counts, { presentedAll: 2, presentedPartial: 1, dropped: 1, noUpdate: 0, missingContent: 1 });
      assert.deepEqual(countFrames([]), { presentedAll: 0, presentedPartial: 0, dropped: 0, noUpdate: 0, missingContent: 0 });
    },
  ],
  [
    'droppedBreakdown tells the dropped frames before the first scroll update, after the last, and those affecting smoothness',
    () => {
      const where = droppedBreakdown([
        droppedAt(4, 0, false),
        scrollUpdate(10),
        droppedAt(15, 1, true),
        scrollUpdate(20),
        droppedAt(25, 2, false),
        droppedAt(30, 3),
        { name: 'PipelineReporter', ph: 'b', pid: 7, ts: 35, args: { frame_reporter: { state: 'STATE_PRESENTED_ALL', frame_source: 1, frame_sequence: 4 } } },
        // Reported twice: one frame, smooth if either report says so.
        droppedAt(40, 5, false),
        droppedAt(41, 5, true),
      ]);
      assert.deepEqual(where, { affectingSmoothness: 2, beforeGesture: 1, afterGesture: 3 });
      // No scroll update at all: every dropped frame counts as after the gesture.
      assert.deepEqual(droppedBreakdown([droppedAt(5, 1)]), { affectingSmoothness: 0, beforeGesture: 0, afterGesture: 1 });
    },
  ],
  [
    'medianWheelRun takes the gesture of median dropped frames, not counting those before the gesture began, and refuses none',
    () => {
      // While scrolling: a 0, b 3, c 1 (two of its three came before the first scroll update).
      assert.equal(medianWheelRun([wheelRun(0, 0, 'a'), wheelRun(3, 0, 'b'), wheelRun(3, 2, 'c')]).name, 'c');
      assert.equal(medianWheelRun([wheelRun(2, 0, 'a'), wheelRun(0, 0, 'b')]).name, 'b');
      assert.throws(() => medianWheelRun([]), /No wheel gesture/);
    },
  ],
];

/** The album section's tools: the scroll floor pages and the trace's frame counting. */
export function checkAlbumTools(log: (line: string) => void = console.log): Promise<void> {
  return runChecks('album scroll floor and frame counting', albumChecks, log);
}

// ----- feeds: the venue-like link -----

const wifi = { bitsPerSecond: 20e6, roundTripMs: 40 };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readAll = (socket: net.Socket) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });

/** Runs `body` with a TCP server (connections handled by `onConnection`) and a fast proxy to it; closes both. */
async function withProxy(onConnection: (socket: net.Socket) => void, body: (proxy: ThrottledProxy) => Promise<void>, { windowBytes, serverGone = false }: { windowBytes?: number; serverGone?: boolean } = {}) {
  const server = net.createServer({ allowHalfOpen: true }, onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  // The port is free again: connecting to it is refused.
  if (serverGone) await closeServer();
  // Fast enough to keep the check short; the arithmetic checks are what set the pace.
  const proxy = await startThrottledProxy({ target: { host: '127.0.0.1', port }, shape: { bitsPerSecond: 2e9, roundTripMs: 2 }, ...(windowBytes ? { windowBytes } : {}) });
  try {
    await body(proxy);
  } finally {
    await proxy.close();
    if (!serverGone) await closeServer();
  }
}

const linkChecks: Check[] = [
  [
    'the link counts a TCP/IP header per segment and 8 bits a byte at the link rate',
    () => {
      assert.equal(bytesOnLink(0), 0);
      assert.equal(bytesOnLink(1), 41);
      assert.equal(bytesOnLink(1_460), 1_500);
      assert.equal(bytesOnLink(1_461), 1_541);
      // 1,500 bytes at 20 Mbit/s: 12,000 bits, 0.6 ms.
      close(serializationMs(1_500, 20e6), 0.6, 9);
    },
  ],
  [
    'an idle link delivers a chunk after its own sending time and half the round trip',
    () => close(new SharedLink(wifi).deliverAt(1_460, 1_000), 1_000 + 0.6 + 20, 9),
  ],
  [
    'chunks handed over together wait their turn, whichever connection or direction they belong to',
    () => {
      const link = new SharedLink(wifi);
      close(link.deliverAt(14_600, 0), 6 + 20, 9); // 15,000 bytes on the medium: 6 ms
      close(link.deliverAt(1_460, 0), 6.6 + 20, 9); // queued behind it: 0.6 ms more
      // Once the medium is idle again, a chunk does not wait for anything.
      close(link.deliverAt(1_460, 100), 100.6 + 20, 9);
      close(link.totals().busyMs, 7.2, 9);
      assert.equal(link.totals().payloadBytes, 17_520);
    },
  ],
  [
    'the link carries no more than its budget, however many senders fill it',
    () => {
      const link = new SharedLink(wifi);
      let last = 0;
      // 50 senders hand over 100 kB each at the same moment: 5 MB plus headers take over 2 s at 20 Mbit/s.
      for (let sender = 0; sender < 50; sender++) last = link.deliverAt(100_000, 0);
      close(last, ((bytesOnLink(100_000) * 50 * 8) / 20e6) * 1000 + 20, 6);
    },
  ],
  [
    'an end of stream arrives after every byte queued before it',
    () => {
      const link = new SharedLink(wifi);
      const data = link.deliverAt(14_600, 0);
      close(link.endAt(0), data, 9);
      close(link.endAt(50), 70, 9);
    },
  ],
  ['a link with no bandwidth is refused', () => assert.throws(() => new SharedLink({ bitsPerSecond: 0, roundTripMs: 10 }))],
  [
    'the proxy carries every byte both ways in order, and passes each end on after the bytes before it',
    async () => {
      const upload = randomBytes(700_000);
      const download = randomBytes(1_300_000);
      let serverGot: Buffer | null = null;
      // Answers only once the client ended: the client's FIN must come after all its bytes.
      const answerOnEnd = (socket: net.Socket) =>
        void readAll(socket).then((received) => {
          serverGot = received;
          socket.end(Buffer.concat([Buffer.from(sha(received)), download]));
        });
      await withProxy(
        answerOnEnd,
        async (proxy) => {
          const client = net.connect({ host: '127.0.0.1', port: proxy.port, allowHalfOpen: true });
          const answer = readAll(client);
          client.end(upload);
          const received = await answer;
          assert.ok(serverGot !== null && (serverGot as Buffer).equals(upload), 'the server got the upload intact');
          assert.equal(received.subarray(0, 64).toString(), sha(upload));
          assert.equal(sha(received.subarray(64)), sha(download));
          client.destroy();
          const totals = proxy.totals();
          assert.deepEqual([totals.connections, totals.upBytes, totals.downBytes], [1, upload.length, 64 + download.length]);
        },
        { windowBytes: 16 * 1024 },
      );
    },
  ],
  [
    'the proxy keeps several connections apart on the one link',
    () =>
      withProxy(
        (socket) => socket.pipe(socket),
        async (proxy) => {
          const payloads = Array.from({ length: 8 }, () => randomBytes(200_000));
          const echoes = await Promise.all(
            payloads.map((payload) => {
              const client = net.connect({ host: '127.0.0.1', port: proxy.port, allowHalfOpen: true });
              const echoed = readAll(client);
              client.end(payload);
              return echoed;
            }),
          );
          echoes.forEach((echo, index) => assert.equal(sha(echo), sha(payloads[index]!)));
        },
      ),
  ],
  [
    'the proxy breaks the client side when the server resets the connection',
    () =>
      withProxy(
        (socket) => socket.once('data', () => socket.resetAndDestroy()),
        async (proxy) => {
          const client = net.connect({ host: '127.0.0.1', port: proxy.port });
          const closed = new Promise((resolve) => client.on('close', resolve));
          client.on('error', () => {});
          client.write('hello');
          await closed;
          assert.equal(client.destroyed, true);
        },
      ),
  ],
  [
    'the proxy breaks the client side when the server cannot be reached',
    () =>
      withProxy(
        () => {},
        async (proxy) => {
          const client = net.connect({ host: '127.0.0.1', port: proxy.port });
          client.on('error', () => {});
          await new Promise((resolve) => client.on('close', resolve));
          assert.equal(client.destroyed, true);
        },
        { serverGone: true },
      ),
  ],
];

/** The feeds section's venue-like link: its arithmetic and the proxy that applies it. */
export function checkThrottledLink(log: (line: string) => void = console.log): Promise<void> {
  return runChecks('venue-like link and its proxy', linkChecks, log);
}
