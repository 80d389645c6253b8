import { and, gt, inArray, isNull } from 'drizzle-orm';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import type { PgListener } from '../../db/pg-listener.ts';
import type { ServerDeps } from '../../deps.ts';
import { hashToken } from '../auth/opaque-token.ts';
import { eventDataChannel, parseDataChange } from '../event-feeds/feed-key.ts';

/** setTimeout's longest delay (about 24.8 days); a longer wait is cut into such steps. */
const maxTimerMs = 2 ** 31 - 1;

/** An open stream, let in on `token`, that must end when that session does. */
interface WatchedStream {
  token: string;
  accountId: string;
  expiresAt: Date;
  end(): void;
}

export interface StreamSessions {
  /** Take it before reading the session a stream is let in on, and pass it to watch. */
  mark(): number;
  /**
   * Ends the stream once its session is revoked, removed or expired; returns the unwatch
   * function. `since` (from mark()): an announcement heard while the session was being read
   * may predate the read or not, so the stream is checked at once.
   */
  watch(stream: WatchedStream, since: number): () => void;
  close(): void;
}

interface Watched {
  stream: WatchedStream;
  tokenHash: string;
  timer: NodeJS.Timeout | null;
}

/**
 * Ends notification streams whose session ended while they were open (sign-out, "sign out
 * everywhere", a password reset, a deleted account, expiry). The database triggers announce
 * 'account:<id>' whenever one of the account's tokens is revoked, cut short or removed
 * (migration 0006; on every instance through the LISTEN connection), and each announcement checks
 * that account's open streams again: one read for all the streams checked together. A lost LISTEN
 * connection checks every open stream, since announcements may have gone unheard.
 */
export async function watchStreamSessions(deps: Pick<ServerDeps, 'db' | 'clock' | 'log'>, listener: PgListener): Promise<StreamSessions> {
  const byAccount = new Map<string, Set<Watched>>();
  const due = new Set<Watched>();
  let scheduled = false;
  let accountAnnouncements = 0;

  const stillLive = async (tokenHashes: string[]): Promise<Set<string>> => {
    const rows = await deps.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(and(inArray(accountTokens.tokenHash, tokenHashes), isNull(accountTokens.revokedAt), gt(accountTokens.expiresAt, deps.clock.now())));
    return new Set(rows.map((row) => row.tokenHash));
  };

  // Announcements arrive one row at a time (a "sign out everywhere" of many tokens, a burst of
  // changes): checks asked for in the same turn of the event loop share one read.
  const checkDue = async () => {
    scheduled = false;
    const checking = [...due];
    due.clear();
    if (checking.length === 0) return;
    try {
      const live = await stillLive([...new Set(checking.map((watched) => watched.tokenHash))]);
      for (const watched of checking) if (!live.has(watched.tokenHash)) watched.stream.end();
    } catch (error) {
      // The stream stays open: its next request of any kind is checked as usual.
      deps.log.error({ err: error }, 'Notification streams could not check their sessions');
    }
  };
  const check = (watched: Iterable<Watched>) => {
    for (const one of watched) due.add(one);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void checkDue());
  };

  const unlisten = await listener.listen(eventDataChannel, (payload) => {
    const change = parseDataChange(payload);
    if (change?.kind !== 'account') return;
    accountAnnouncements += 1;
    const watched = byAccount.get(change.id);
    if (watched) check(watched);
  });
  const unGap = listener.onGap(() => {
    accountAnnouncements += 1;
    for (const watched of byAccount.values()) check(watched);
  });

  /** Checks again when the token expires (by the app clock at the time of watching). */
  const timeExpiry = (watched: Watched) => {
    const waitMs = watched.stream.expiresAt.getTime() - deps.clock.now().getTime();
    watched.timer = setTimeout(() => (waitMs > maxTimerMs ? timeExpiry(watched) : check([watched])), Math.max(0, Math.min(waitMs, maxTimerMs)));
    watched.timer.unref();
  };

  return {
    mark: () => accountAnnouncements,
    watch(stream, since) {
      const watched: Watched = { stream, tokenHash: hashToken(stream.token), timer: null };
      let set = byAccount.get(stream.accountId);
      if (!set) byAccount.set(stream.accountId, (set = new Set()));
      set.add(watched);
      timeExpiry(watched);
      if (accountAnnouncements !== since) check([watched]);
      return () => {
        if (watched.timer) clearTimeout(watched.timer);
        due.delete(watched);
        set.delete(watched);
        if (set.size === 0 && byAccount.get(stream.accountId) === set) byAccount.delete(stream.accountId);
      };
    },
    close() {
      unlisten();
      unGap();
      for (const set of byAccount.values()) for (const watched of set) if (watched.timer) clearTimeout(watched.timer);
      byAccount.clear();
      due.clear();
    },
  };
}
