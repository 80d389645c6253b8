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
  private readonly all = new Set<LiveSubscriber>();

  constructor(private readonly log: FastifyBaseLogger) {}

  get size(): number {
    return this.all.size;
  }

  /** The account ids with an open stream for this event here (for re-checking who belongs). */
  accountsOf(eventId: string): Set<string> {
    return new Set([...(this.byEvent.get(eventId) ?? [])].map((subscriber) => subscriber.accountId));
  }

  add(subscriber: LiveSubscriber, eventIds: Iterable<string>): LiveSubscription {
    let current = new Set<string>();
    this.all.add(subscriber);
    const setEventIds = (next: Iterable<string>) => {
      const wanted = new Set(next);
      for (const eventId of current) if (!wanted.has(eventId)) this.unindex(eventId, subscriber);
      for (const eventId of wanted) {
        let set = this.byEvent.get(eventId);
        if (!set) this.byEvent.set(eventId, (set = new Set()));
        set.add(subscriber);
      }
      current = wanted;
    };
    setEventIds(eventIds);
    return {
      setEventIds: (next) => {
        if (this.all.has(subscriber)) setEventIds(next);
      },
      remove: () => {
        for (const eventId of current) this.unindex(eventId, subscriber);
        current = new Set();
        this.all.delete(subscriber);
      },
    };
  }

  hasEvent(eventId: string): boolean {
    return this.byEvent.has(eventId);
  }

  /** Whether a stream of this account gets this event's messages. */
  has(eventId: string, accountId: string): boolean {
    for (const subscriber of this.byEvent.get(eventId) ?? []) if (subscriber.accountId === accountId) return true;
    return false;
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
    for (const subscriber of this.all) subscriber.resync();
  }

  private unindex(eventId: string, subscriber: LiveSubscriber): void {
    const set = this.byEvent.get(eventId);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.byEvent.delete(eventId);
  }
}
