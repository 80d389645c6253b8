import type { FastifyBaseLogger } from 'fastify';
import type { LiveTopic } from '#shared/contracts/live.ts';
import type { LiveDelivery } from './live-channel.ts';
import { liveFrame } from './live-frame.ts';

/** Streams written per turn of the event loop during a fan-out (a few milliseconds of writes). */
const deliveryChunk = 250;

/** One open notification stream, as the live channel sees it. */
export interface LiveSubscriber {
  accountId: string;
  /** A `live` message as the bytes of one whole SSE event (liveFrame), shared by many streams: write as is. */
  send(frame: Uint8Array): void;
  /** Live messages may have been missed: the client refetches. */
  resync(): void;
}

export interface LiveSubscription {
  /** The events whose messages this stream gets, replacing the previous ones. */
  setEventIds(eventIds: Iterable<string>): void;
  remove(): void;
}

/**
 * The open streams indexed by event id, so a change fans out to that event's streams only.
 * Each distinct payload of a delivery is serialized once, however many streams get it.
 */
export class LiveStreams {
  private readonly byEvent = new Map<string, Set<LiveSubscriber>>();
  /** Every open stream with the events it gets now. */
  private readonly all = new Map<LiveSubscriber, Set<string>>();
  /** Counts announced access changes: a stream that read its events meanwhile reads them again. */
  private accessChanges = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  get accessGeneration(): number {
    return this.accessChanges;
  }

  get size(): number {
    return this.all.size;
  }

  /** The accounts with an open stream on this instance. */
  accountIds(): string[] {
    return [...new Set([...this.all.keys()].map((subscriber) => subscriber.accountId))];
  }

  hasEvent(eventId: string): boolean {
    return this.byEvent.has(eventId);
  }

  /** Whether a stream of this account gets this event's messages. */
  has(eventId: string, accountId: string): boolean {
    for (const subscriber of this.byEvent.get(eventId) ?? []) if (subscriber.accountId === accountId) return true;
    return false;
  }

  add(subscriber: LiveSubscriber, eventIds: Iterable<string>): LiveSubscription {
    this.all.set(subscriber, new Set());
    this.setEventIds(subscriber, eventIds);
    return {
      setEventIds: (next) => this.setEventIds(subscriber, next),
      remove: () => {
        this.setEventIds(subscriber, []);
        this.all.delete(subscriber);
      },
    };
  }

  /** The events of every account here, read again (after announcements were lost). */
  setEventIdsByAccount(byAccount: ReadonlyMap<string, readonly string[]>): void {
    this.accessChanges += 1;
    for (const subscriber of this.all.keys()) {
      const eventIds = byAccount.get(subscriber.accountId);
      if (eventIds) this.setEventIds(subscriber, eventIds);
    }
  }

  /**
   * Who may get an event's messages changed: of the accounts `checked` (those with a stream when
   * the check began), `allowed` may now. A stream opened during the check is left alone: it read
   * its own events after the change, and treating its account as refused would silence it.
   */
  setEventAccess(eventId: string, checked: ReadonlySet<string>, allowed: ReadonlySet<string>): void {
    this.accessChanges += 1;
    for (const [subscriber, current] of this.all) {
      if (!checked.has(subscriber.accountId)) continue;
      if (allowed.has(subscriber.accountId)) {
        if (!current.has(eventId)) this.index(eventId, subscriber, current);
      } else if (current.has(eventId)) this.unindex(eventId, subscriber, current);
    }
  }

  /**
   * Writes a render to the event's streams: each distinct payload is serialized and encoded once
   * (per-account data that returns the same object for many accounts shares one frame), and the
   * writes go in chunks with a turn of the event loop between them, so a fan-out to thousands of
   * streams does not hold up the requests (votes) arriving meanwhile. Resolves once every stream
   * was written to; the caller (one run per key at a time) keeps one key's messages in order.
   */
  async deliver(change: { eventId: string; topic: LiveTopic; key: string }, delivery: LiveDelivery): Promise<void> {
    const subscribers = this.byEvent.get(change.eventId);
    if (!subscribers || subscribers.size === 0) return;
    const framed = new Map<unknown, Buffer>();
    const frameOf = (data: unknown): Buffer => {
      const cacheable = typeof data === 'object' && data !== null;
      let frame = cacheable ? framed.get(data) : undefined;
      if (!frame) {
        frame = liveFrame(change, data);
        if (cacheable) framed.set(data, frame);
      }
      return frame;
    };
    const shared = delivery.toAll === undefined ? null : frameOf(delivery.toAll);
    const { forAccount } = delivery;
    // An account with several tabs gets the same per-account message: ask once.
    const perAccount = new Map<string, Buffer | null>();
    const frameFor = (accountId: string): Buffer | null => {
      if (!forAccount) return shared;
      let frame = perAccount.get(accountId);
      if (frame === undefined) {
        frame = shared;
        try {
          const own = forAccount(accountId);
          if (own !== undefined) frame = frameOf(own);
        } catch (error) {
          // Nothing rather than toAll: per-account data exists because toAll is not for everyone.
          this.log.warn({ err: error, topic: change.topic }, 'Live renderer failed for one account');
          frame = null;
        }
        perAccount.set(accountId, frame);
      }
      return frame;
    };
    // A copy: streams that open or close while the chunks go out do not disturb the walk.
    const targets = [...subscribers];
    for (let start = 0; start < targets.length; start += deliveryChunk) {
      if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const subscriber of targets.slice(start, start + deliveryChunk)) {
        // Closed, or no longer allowed to follow the event, while earlier chunks went out.
        if (!subscribers.has(subscriber)) continue;
        const frame = frameFor(subscriber.accountId);
        if (frame !== null) subscriber.send(frame);
      }
    }
  }

  resyncAll(): void {
    for (const subscriber of this.all.keys()) subscriber.resync();
  }

  private setEventIds(subscriber: LiveSubscriber, next: Iterable<string>): void {
    const current = this.all.get(subscriber);
    if (!current) return; // removed meanwhile
    const wanted = new Set(next);
    for (const eventId of [...current]) if (!wanted.has(eventId)) this.unindex(eventId, subscriber, current);
    for (const eventId of wanted) if (!current.has(eventId)) this.index(eventId, subscriber, current);
  }

  private index(eventId: string, subscriber: LiveSubscriber, current: Set<string>): void {
    current.add(eventId);
    let set = this.byEvent.get(eventId);
    if (!set) this.byEvent.set(eventId, (set = new Set()));
    set.add(subscriber);
  }

  private unindex(eventId: string, subscriber: LiveSubscriber, current: Set<string>): void {
    current.delete(eventId);
    const set = this.byEvent.get(eventId);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.byEvent.delete(eventId);
  }
}
