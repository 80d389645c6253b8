import type { AppNotification } from '#shared/contracts/notification.ts';
import type { BusMessage, NotificationBus } from './notification-bus.ts';

/** What changed for one account since the last push: the rows as they are now. */
export interface NotificationChanges {
  /** New notifications, newest first. */
  created: AppNotification[];
  /** Existing notifications that changed (read, archived). */
  updated: AppNotification[];
}

export type FeedPush = { ok: true; changes: NotificationChanges } | { ok: false };
type FeedListener = (push: FeedPush) => void;

export interface NotificationFeed {
  /** Calls the listener with each coalesced batch of the account's changes; returns the unsubscribe. */
  subscribe(accountId: string, listener: FeedListener): () => void;
  close(): void;
}

export interface FeedOptions {
  bus: NotificationBus;
  /** Reads the changed rows: called once per burst and account for all of this process's streams. */
  read(accountId: string, ids: string[]): Promise<AppNotification[]>;
  /** Messages for one account this close together become one read and one push. */
  coalesceMs: number;
  onReadError(error: unknown): void;
}

interface AccountFeed {
  listeners: Set<FeedListener>;
  unsubscribeBus: () => void;
  created: Set<string>;
  updated: Set<string>;
  timer: NodeJS.Timeout | null;
  /** Pushes go out in order: a burst waits for the previous one's read. */
  last: Promise<void>;
}

/**
 * One subscription to the bus per account per process, however many streams that account holds
 * here: a burst of messages turns into one database read whose result every stream reuses,
 * instead of every stream re-reading the list (thousands of streams, one notification, thousands
 * of queries).
 */
export function createNotificationFeed(options: FeedOptions): NotificationFeed {
  const feeds = new Map<string, AccountFeed>();

  const flush = (accountId: string, feed: AccountFeed) => {
    feed.timer = null;
    const created = [...feed.created];
    const updated = [...feed.updated].filter((id) => !feed.created.has(id));
    feed.created.clear();
    feed.updated.clear();
    feed.last = feed.last.then(async () => {
      let push: FeedPush;
      try {
        const rows = await options.read(accountId, [...created, ...updated]);
        const isNew = new Set(created);
        push = {
          ok: true,
          changes: { created: rows.filter((row) => isNew.has(row.id)), updated: rows.filter((row) => !isNew.has(row.id)) },
        };
      } catch (error) {
        options.onReadError(error);
        push = { ok: false };
      }
      for (const listener of feed.listeners) listener(push);
    });
  };

  const receive = (accountId: string, feed: AccountFeed, message: BusMessage) => {
    // Other kinds of bus message (not about a notification row) are not ours to push.
    if (message.type === 'created') feed.created.add(message.notificationId);
    else if (message.type === 'updated') feed.updated.add(message.notificationId);
    else return;
    feed.timer ??= setTimeout(() => flush(accountId, feed), options.coalesceMs);
  };

  return {
    subscribe(accountId, listener) {
      let feed = feeds.get(accountId);
      if (!feed) {
        const fresh: AccountFeed = {
          listeners: new Set(),
          unsubscribeBus: () => {},
          created: new Set(),
          updated: new Set(),
          timer: null,
          last: Promise.resolve(),
        };
        fresh.unsubscribeBus = options.bus.subscribe(accountId, (message) => receive(accountId, fresh, message));
        feeds.set(accountId, fresh);
        feed = fresh;
      }
      const own = feed;
      own.listeners.add(listener);
      return () => {
        own.listeners.delete(listener);
        if (own.listeners.size > 0 || feeds.get(accountId) !== own) return;
        own.unsubscribeBus();
        if (own.timer) clearTimeout(own.timer);
        feeds.delete(accountId);
      };
    },
    close() {
      for (const feed of feeds.values()) {
        feed.unsubscribeBus();
        if (feed.timer) clearTimeout(feed.timer);
        feed.listeners.clear();
      }
      feeds.clear();
    },
  };
}
