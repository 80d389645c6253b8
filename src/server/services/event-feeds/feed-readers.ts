import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import type { ServerDeps } from '../../deps.ts';
import { resolveRequestAccount } from '../../http/request-account.ts';
import { createAccessLoader, type AccessLoader } from '../access/access-loader.ts';
import { loadEventAccess, type EventAccess } from '../access/event-access.ts';
import type { AccessContext } from '../access/require-access.ts';
import { findAccountByToken } from '../auth/account-tokens.ts';
import { readAccountToken } from '../auth/auth-cookie.ts';
import { hashToken } from '../auth/opaque-token.ts';
import type { FeedName } from './feed-key.ts';
import { readReaderStamps } from './reader-stamps.ts';

// Five minutes, as findAccountByToken refreshes a token's last use: asking it again that often
// keeps the bookkeeping the same.
const sessionRecheckMs = 5 * 60 * 1000;
const maxSessions = 50_000;
const maxAccess = 20_000;
const maxRememberedChanges = 100_000;

export type ReaderChange = 'access' | 'organization' | 'account';

/** How the reader was let in; `versions` when the same read also told the feeds' versions. */
export interface Admitted {
  accountId: string;
  versions: Record<FeedName, number> | null;
}

type RequireAccess = (ctx: AccessContext, eventId: string) => Promise<unknown>;

/** Who reads a feed, and whether they may: resolveRequestAccount's and the access rule's answers. */
export interface FeedReaders {
  /** The signed-in account behind the request's token (header or cookie), or null. */
  accountId(request: FastifyRequest): Promise<string | null>;
  /** Null when nobody is signed in; a refusal is requireAccess's own TRPCError. */
  admit(request: FastifyRequest, eventId: string, requireAccess: RequireAccess): Promise<Admitted | null>;
  changed(kind: ReaderChange, id: string): void;
  forgetAll(): void;
}

interface RememberedSession {
  accountId: string;
  expiresAt: number;
  checkedAt: number;
  /** What the session was read at: a change count (announced) or the token row's version (stamped). */
  stamp: number | string;
}

/** The session behind a token as findAccountByToken decides it, with the token's expiry. */
async function loadSession(deps: Pick<ServerDeps, 'db' | 'clock'>, token: string, tokenHash: string) {
  const account = await findAccountByToken(deps, token);
  if (!account) return null;
  const [row] = await deps.db.select({ expiresAt: accountTokens.expiresAt }).from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).limit(1);
  return { accountId: account.id, expiresAt: row?.expiresAt.getTime() ?? 0 };
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
 * Three ways to answer, all exact:
 * - 'ask': every request asks the database, as tRPC does.
 * - 'announced': sessions and access are kept in memory until a trigger announces a change to
 *   what they were read from (a token revoked or removed, the event, its members, its
 *   organization's people) or the token expires. Exact only where the database runs inside this
 *   process and hands the announcement over before the writing call returns (PGlite).
 * - 'stamped': the same memory, checked on every request against the row versions of what it
 *   was read from, in one indexed read that also tells the feeds' versions (PostgreSQL, where
 *   other instances write too and an announcement may arrive after their next reader).
 */
export function createFeedReaders(deps: Pick<ServerDeps, 'db' | 'clock'>, mode: 'ask' | 'announced' | 'stamped'): FeedReaders {
  const clock = new ChangeClock();
  const sessions = new BoundedMap<RememberedSession>(maxSessions);
  const access = new BoundedMap<{ access: EventAccess; stamp: number | string }>(maxAccess);
  const now = () => deps.clock.now().getTime();
  const fresh = (session: RememberedSession, at: number) => session.expiresAt > at && at - session.checkedAt < sessionRecheckMs;
  /** The one access this request needs, in the loader shape requireAccess reads. */
  const loaderWith = (accountId: string, eventAccess: EventAccess | null): AccessLoader => ({
    ...createAccessLoader(deps.db, accountId),
    event: async () => eventAccess,
  });

  const announcedAccountId = async (request: FastifyRequest) => {
    const token = readAccountToken(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const at = now();
    const known = sessions.get(tokenHash);
    if (known && fresh(known, at) && clock.unchangedSince(`account:${known.accountId}`, known.stamp as number)) return known.accountId;
    const stamp = clock.now();
    const loaded = await loadSession(deps, token, tokenHash);
    if (!loaded) {
      sessions.delete(tokenHash);
      return null;
    }
    sessions.set(tokenHash, { ...loaded, checkedAt: at, stamp });
    return loaded.accountId;
  };

  const announcedAccess = async (accountId: string, eventId: string) => {
    const key = `${accountId} ${eventId}`;
    const known = access.get(key);
    const holds = (entry: { access: EventAccess; stamp: number | string }) =>
      clock.unchangedSince(`access:${eventId}`, entry.stamp as number) &&
      (entry.access.event.organizationId === null || clock.unchangedSince(`organization:${entry.access.event.organizationId}`, entry.stamp as number));
    if (known && holds(known)) return known.access;
    const stamp = clock.now();
    const loaded = await loadEventAccess(deps.db, eventId, accountId);
    if (loaded) access.set(key, { access: loaded, stamp });
    else access.delete(key);
    return loaded;
  };

  const stampedAdmit = async (request: FastifyRequest, eventId: string, requireAccess: RequireAccess): Promise<Admitted | null> => {
    const token = readAccountToken(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const at = now();
    const known = sessions.get(tokenHash);
    // Read before anything is loaded: what is loaded after is at least as new as these versions.
    const stamps = await readReaderStamps(deps.db, tokenHash, eventId, known?.accountId ?? null);
    let accountId = known?.accountId;
    if (!known || known.stamp !== stamps.token || !fresh(known, at)) {
      const loaded = await loadSession(deps, token, tokenHash);
      if (!loaded) {
        sessions.delete(tokenHash);
        return null;
      }
      if (stamps.token !== null) sessions.set(tokenHash, { ...loaded, checkedAt: at, stamp: stamps.token });
      accountId = loaded.accountId;
    }
    // The access stamps were read for the account remembered before; for another one they say nothing.
    const accessStamp = accountId === known?.accountId ? stamps.access : null;
    const key = `${accountId} ${eventId}`;
    const remembered = access.get(key);
    let eventAccess: EventAccess | null;
    if (accessStamp !== null && remembered?.stamp === accessStamp) eventAccess = remembered.access;
    else {
      eventAccess = await loadEventAccess(deps.db, eventId, accountId!);
      if (eventAccess && accessStamp !== null) access.set(key, { access: eventAccess, stamp: accessStamp });
      else access.delete(key);
    }
    await requireAccess({ access: loaderWith(accountId!, eventAccess) }, eventId);
    return { accountId: accountId!, versions: stamps.versions };
  };

  const askedAccountId = async (request: FastifyRequest) => (await resolveRequestAccount(deps, request)).account?.id ?? null;

  return {
    accountId: mode === 'announced' ? announcedAccountId : askedAccountId,
    async admit(request, eventId, requireAccess) {
      if (mode === 'stamped') return stampedAdmit(request, eventId, requireAccess);
      const accountId = mode === 'announced' ? await announcedAccountId(request) : await askedAccountId(request);
      if (!accountId) return null;
      const ctx = mode === 'announced' ? { access: loaderWith(accountId, await announcedAccess(accountId, eventId)) } : { access: createAccessLoader(deps.db, accountId) };
      await requireAccess(ctx, eventId);
      return { accountId, versions: null };
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
