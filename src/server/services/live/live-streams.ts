import type { FastifyBaseLogger } from 'fastify';
import type { LiveTopic } from '#shared/contracts/live.ts';
import type { LiveDelivery } from './live-channel.ts';

/** One open notification stream, as the live channel sees it. */
export interface LiveSubscriber {
  accountId: string;
  /** A serialized `live` message (JSON), written as is. */
  send(json: string): void;
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
 * Each delivery is serialized once for everyone, and once per account for per-account data.
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

  /** Who may get an event's messages changed: `allowed` are the accounts here that may, now. */
  setEventAccess(eventId: string, allowed: ReadonlySet<string>): void {
    this.accessChanges += 1;
    for (const [subscriber, current] of this.all) {
      if (allowed.has(subscriber.accountId)) {
        if (!current.has(eventId)) this.index(eventId, subscriber, current);
      } else if (current.has(eventId)) this.unindex(eventId, subscriber, current);
    }
  }

  deliver(change: { eventId: string; topic: LiveTopic; key: string }, delivery: LiveDelivery): void {
    const subscribers = this.byEvent.get(change.eventId);
    if (!subscribers || subscribers.size === 0) return;
    const envelope = (data: unknown) => JSON.stringify({ eventId: change.eventId, topic: change.topic, key: change.key, data });
    const shared = delivery.toAll === undefined ? null : envelope(delivery.toAll);
    const { forAccount } = delivery;
    // An account with several tabs gets the same per-account message: render it once.
    const perAccount = new Map<string, string | null>();
    const messageFor = (accountId: string): string | null => {
      if (!forAccount) return shared;
      let json = perAccount.get(accountId);
      if (json === undefined) {
        json = shared;
        try {
          const own = forAccount(accountId);
          if (own !== undefined) json = envelope(own);
        } catch (error) {
          // Nothing rather than toAll: per-account data exists because toAll is not for everyone.
          this.log.warn({ err: error, topic: change.topic }, 'Live renderer failed for one account');
          json = null;
        }
        perAccount.set(accountId, json);
      }
      return json;
    };
    for (const subscriber of subscribers) {
      const json = messageFor(subscriber.accountId);
      if (json !== null) subscriber.send(json);
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
