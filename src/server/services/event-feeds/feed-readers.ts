import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import type { ServerDeps } from '../../deps.ts';
import { resolveRequestAccount } from '../../http/request-account.ts';
import { createAccessLoader, type AccessLoader } from '../access/access-loader.ts';
import type { EventAccess } from '../access/event-access.ts';
import { findAccountByToken } from '../auth/account-tokens.ts';
import { readAccountToken } from '../auth/auth-cookie.ts';
import { hashToken } from '../auth/opaque-token.ts';

// Five minutes, as findAccountByToken refreshes a token's last use: asking it again that often
// keeps the bookkeeping the same.
const sessionRecheckMs = 5 * 60 * 1000;
const maxSessions = 50_000;
const maxAccess = 20_000;
const maxRememberedChanges = 100_000;

export type ReaderChange = 'access' | 'organization' | 'account';

/** Who reads a feed, and whether they may: resolveRequestAccount's and the access loader's answers. */
export interface FeedReaders {
  /** The signed-in account behind the request's token (header or cookie), or null. */
  accountId(request: FastifyRequest): Promise<string | null>;
  accessFor(accountId: string): AccessLoader;
  changed(kind: ReaderChange, id: string): void;
  forgetAll(): void;
}

/** Counts announcements; something loaded at tick t still holds if nothing it depends on was announced after t. */
class ChangeClock {
  private tick = 0;
  private allAt = 0;
  private readonly changedAt = new Map<string, number>();

  now(): number {
    return this.tick;
  }

  mark(key: string): void {
    if (this.changedAt.size >= maxRememberedChanges) this.markAll();
    else this.changedAt.set(key, ++this.tick);
  }

  markAll(): void {
    this.allAt = ++this.tick;
    this.changedAt.clear();
  }

  unchangedSince(key: string, at: number): boolean {
    return this.allAt <= at && (this.changedAt.get(key) ?? 0) <= at;
  }
}

/** A Map that lets its least recently used entries go past `max`. */
class BoundedMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Every request asks the database, as tRPC does: right wherever other processes write to it.
 * With `remember`, sessions and access are kept in memory until a trigger announces a change to
 * what they were read from (a token revoked or removed, the event, its members, its organization's
 * people) or the token expires: exact only where the database runs inside this process, which
 * hands the announcement over before the writing call returns (PGlite).
 */
export function createFeedReaders(deps: Pick<ServerDeps, 'db' | 'clock'>, { remember }: { remember: boolean }): FeedReaders {
  if (!remember) {
    return {
      accountId: async (request) => (await resolveRequestAccount(deps, request)).account?.id ?? null,
      accessFor: (accountId) => createAccessLoader(deps.db, accountId),
      changed: () => {},
      forgetAll: () => {},
    };
  }
  const clock = new ChangeClock();
  const sessions = new BoundedMap<{ accountId: string; expiresAt: number; checkedAt: number; loadedAt: number }>(maxSessions);
  const access = new BoundedMap<{ access: EventAccess; loadedAt: number }>(maxAccess);

  const accessHolds = ({ access: known, loadedAt }: { access: EventAccess; loadedAt: number }) =>
    clock.unchangedSince(`access:${known.event.id}`, loadedAt) &&
    (known.event.organizationId === null || clock.unchangedSince(`organization:${known.event.organizationId}`, loadedAt));

  return {
    async accountId(request) {
      const token = readAccountToken(request);
      if (!token) return null;
      const tokenHash = hashToken(token);
      const now = deps.clock.now().getTime();
      const known = sessions.get(tokenHash);
      if (known && known.expiresAt > now && now - known.checkedAt < sessionRecheckMs && clock.unchangedSince(`account:${known.accountId}`, known.loadedAt)) {
        return known.accountId;
      }
      const loadedAt = clock.now();
      const account = await findAccountByToken(deps, token);
      if (!account) {
        sessions.delete(tokenHash);
        return null;
      }
      const [row] = await deps.db.select({ expiresAt: accountTokens.expiresAt }).from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).limit(1);
      if (row) sessions.set(tokenHash, { accountId: account.id, expiresAt: row.expiresAt.getTime(), checkedAt: now, loadedAt });
      return account.id;
    },

    accessFor(accountId) {
      const loader = createAccessLoader(deps.db, accountId);
      return {
        ...loader,
        async event(eventId) {
          const key = `${accountId} ${eventId}`;
          const known = access.get(key);
          if (known && accessHolds(known)) return known.access;
          const loadedAt = clock.now();
          const loaded = await loader.event(eventId);
          if (loaded) access.set(key, { access: loaded, loadedAt });
          else access.delete(key);
          return loaded;
        },
      };
    },

    changed(kind, id) {
      clock.mark(`${kind}:${id}`);
    },

    forgetAll() {
      clock.markAll();
      sessions.clear();
      access.clear();
    },
  };
}
