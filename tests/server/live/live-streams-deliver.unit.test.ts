import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LiveStreams, type LiveSubscriber } from '#server/services/live/live-streams.ts';

// The fan-out itself, without HTTP: what each stream is sent, how often a payload is serialized,
// and how the writes share the event loop with the requests arriving meanwhile.

const log = { warn: vi.fn(), debug: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const change = { eventId: 'event-1', topic: 'polls' as const, key: 'poll-1' };

interface FakeStream extends LiveSubscriber {
  frames: Uint8Array[];
}

function fakeStream(accountId: string, onSend?: () => void): FakeStream {
  const frames: Uint8Array[] = [];
  return {
    accountId,
    frames,
    send: (frame) => {
      frames.push(frame);
      onSend?.();
    },
    resync: () => {},
  };
}

/** The `data` of an SSE frame `event: live\ndata: {...}\n\n`. */
function dataOf(frame: Uint8Array): unknown {
  const text = Buffer.from(frame).toString('utf8');
  expect(text.startsWith('event: live\ndata: ')).toBe(true);
  expect(text.endsWith('\n\n')).toBe(true);
  return (JSON.parse(text.slice('event: live\ndata: '.length, -2)) as { data: unknown }).data;
}

describe('live fan-out', () => {
  it('serializes each distinct payload once: counts for some viewers, none for the rest, over 600 streams', async () => {
    const streams = new LiveStreams(log);
    // 300 accounts with two tabs each.
    const subscribers = Array.from({ length: 600 }, (_unused, index) => fakeStream(`account-${index % 300}`));
    for (const subscriber of subscribers) streams.add(subscriber, [change.eventId]);
    const withCounts = { results: { voters: 3 } };
    const withoutCounts = { results: null };
    const forAccount = vi.fn((accountId: string) => (Number(accountId.slice(8)) % 2 === 0 ? withCounts : undefined));
    await streams.deliver(change, { toAll: withoutCounts, forAccount });

    const frames = subscribers.map((subscriber) => {
      expect(subscriber.frames).toHaveLength(1);
      return subscriber.frames[0]!;
    });
    // The same bytes object for everyone who sees the same thing: two encodings in all.
    expect(new Set(frames).size).toBe(2);
    expect(forAccount).toHaveBeenCalledTimes(300);
    subscribers.forEach((subscriber, index) => {
      expect(dataOf(subscriber.frames[0]!)).toEqual((index % 300) % 2 === 0 ? withCounts : withoutCounts);
    });
  });

  it('writes in chunks, letting other work (votes arriving) run before the last streams are written', async () => {
    const streams = new LiveStreams(log);
    let sent = 0;
    for (let index = 0; index < 1000; index += 1) streams.add(fakeStream(`account-${index}`, () => (sent += 1)), [change.eventId]);
    const delivered = streams.deliver(change, { toAll: { votes: 1 } });
    let sentWhenOtherWorkRan = -1;
    setImmediate(() => (sentWhenOtherWorkRan = sent));
    await delivered;
    expect(sent).toBe(1000);
    expect(sentWhenOtherWorkRan).toBeGreaterThan(0);
    expect(sentWhenOtherWorkRan).toBeLessThan(1000);
  });

  it('skips a stream that closes while the chunks go out', async () => {
    const streams = new LiveStreams(log);
    const subscribers = Array.from({ length: 1000 }, (_unused, index) => fakeStream(`account-${index}`));
    const subscriptions = subscribers.map((subscriber) => streams.add(subscriber, [change.eventId]));
    const delivered = streams.deliver(change, { toAll: { votes: 1 } });
    subscriptions.at(-1)!.remove();
    await delivered;
    expect(subscribers[0]!.frames).toHaveLength(1);
    expect(subscribers.at(-1)!.frames).toHaveLength(0);
  });

  it('an access check applies to the accounts it checked, not to a stream opened while it ran', async () => {
    const streams = new LiveStreams(log);
    const early = fakeStream('early');
    const removed = fakeStream('removed');
    streams.add(early, [change.eventId]);
    streams.add(removed, [change.eventId]);
    // The check began with these two streams open; meanwhile a third opened and read its events.
    const checked = new Set(streams.accountIds());
    const late = fakeStream('late');
    streams.add(late, [change.eventId]);
    streams.setEventAccess(change.eventId, checked, new Set(['early']));

    expect(streams.has(change.eventId, 'early')).toBe(true);
    expect(streams.has(change.eventId, 'removed')).toBe(false);
    expect(streams.has(change.eventId, 'late')).toBe(true);
    await streams.deliver(change, { toAll: { votes: 1 } });
    expect([early.frames.length, removed.frames.length, late.frames.length]).toEqual([1, 0, 1]);
  });
});
