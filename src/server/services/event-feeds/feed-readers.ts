import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { inUrgentLane } from '../../db/pglite-turns.ts';
import type { ServerDeps } from '../../deps.ts';
import { createAccessLoader, type AccessLoader } from '../access/access-loader.ts';
import type { AccessContext } from '../access/require-access.ts';
import { createAnnouncedReaders } from './announced-readers.ts';
import type { FeedName } from './feed-key.ts';
import { askAccountId, askCaller, createStampedReaders } from './stamped-readers.ts';

type ReaderChange = 'access' | 'organization' | 'account';

/** How the reader was let in; `versions` when the same read also told the feeds' versions. */
export interface Admitted {
  accountId: string;
  versions: Record<FeedName, number> | null;
}

type RequireAccess = (ctx: AccessContext, eventId: string) => Promise<unknown>;

/** Who calls a procedure: the token as sent, the signed-in account, and a loader of their grants. */
export interface Caller {
  token: string | null;
  account: AccountRow | null;
  access: AccessLoader;
}

/** Who reads a feed, and whether they may: resolveRequestAccount's and the access rule's answers. */
export interface FeedReaders {
  /** The same for a tRPC request (its context): what it would read per request, from memory where that is exact. */
  caller(request: FastifyRequest): Promise<Caller>;
  /** The signed-in account behind the request's token (header or cookie), or null. */
  accountId(request: FastifyRequest): Promise<string | null>;
  /** Null when nobody is signed in; a refusal is requireAccess's own DomainError. */
  admit(request: FastifyRequest, eventId: string, requireAccess: RequireAccess): Promise<Admitted | null>;
  /**
   * Remembers the session behind `token` and its access to these events now, where this memory is
   * exact, so the account's next requests start from memory. A notification stream calls it when
   * it opens: a room voting at once is then not 2,000 first requests each reading its session and
   * access on the vote's path (on PGlite that tripled each vote's database time).
   */
  warm(token: string, eventIds: readonly string[]): Promise<void>;
  changed(kind: ReaderChange, id: string): void;
  forgetAll(): void;
}

/**
 * A notice may be lost on its way from another instance (a LISTEN connection that died without
 * an error yet): a revoked reader is let in for at most this long after the revocation.
 */
export const listenedHoldMs = 1_500;

/**
 * - 'ask': every request asks the database, as tRPC does.
 * - 'announced': the database runs in this process and announces every change before the
 *   writing call returns (PGlite), so what was read holds until announced: exact.
 * - listened (PostgreSQL): the same memory while the LISTEN connection is up, held at most
 *   `holdMs` so a lost notice costs a second or two; while it is down (no notices at all), one
 *   row-version read per request (`stamped`), exact. Procedures' callers come from that memory
 *   only after a `barrier` (db/pg-listener.ts) says every notice committed before the request
 *   arrived has been heard: then a change made through any instance, a sign-out or a removal, is
 *   seen by the very next request; with no barrier, or none in time, they ask the database.
 */
export type ReaderMode =
  | 'ask'
  | 'announced'
  | { listening: () => boolean; holdMs?: number; elapsedMs?: () => number; barrier?: () => Promise<boolean> };

/**
 * Who is calling and may they read is a few indexed reads that every request waits for, a free
 * shared feed included: on the embedded database they go ahead of the per-viewer reads queued
 * (db/pglite-turns.ts), so a newcomer's schedule is not answered after everyone's matches.
 */
export function createFeedReaders(deps: Pick<ServerDeps, 'db' | 'clock'>, mode: ReaderMode): FeedReaders {
  const readers = createReaders(deps, mode);
  return {
    ...readers,
    caller: (request) => inUrgentLane(() => readers.caller(request)),
    accountId: (request) => inUrgentLane(() => readers.accountId(request)),
    admit: (request, eventId, requireAccess) => inUrgentLane(() => readers.admit(request, eventId, requireAccess)),
    warm: (token, eventIds) => inUrgentLane(() => readers.warm(token, eventIds)),
  };
}

function createReaders(deps: Pick<ServerDeps, 'db' | 'clock'>, mode: ReaderMode): FeedReaders {
  if (mode === 'ask') {
    return {
      caller: (request) => askCaller(deps, request),
      accountId: (request) => askAccountId(deps, request),
      async admit(request, eventId, requireAccess) {
        const accountId = await askAccountId(deps, request);
        if (!accountId) return null;
        await requireAccess({ access: createAccessLoader(deps.db, accountId) }, eventId);
        return { accountId, versions: null };
      },
      // Nothing is remembered: every request asks.
      warm: async () => {},
      changed() {},
      forgetAll() {},
    };
  }
  if (mode === 'announced') return createAnnouncedReaders(deps, { holdMs: Number.POSITIVE_INFINITY });
  // Behind a barrier no notice can be lost or still on its way, so callers need no hold.
  const announced = createAnnouncedReaders(deps, {
    holdMs: mode.holdMs ?? listenedHoldMs,
    callerHoldMs: Number.POSITIVE_INFINITY,
    ...(mode.elapsedMs ? { elapsedMs: mode.elapsedMs } : {}),
  });
  const stamped = createStampedReaders(deps);
  const current = () => (mode.listening() ? announced : stamped);
  const barrier = mode.barrier;
  return {
    // Procedures write, and a write must never be let in on a memory that another instance's
    // notice has yet to correct: from memory only once every earlier notice has been heard.
    caller: async (request) => (barrier && mode.listening() && (await barrier()) ? announced.caller(request) : askCaller(deps, request)),
    accountId: (request) => current().accountId(request),
    admit: (request, eventId, requireAccess) => current().admit(request, eventId, requireAccess),
    // Into the memory procedures' callers use; while not listening it could not be trusted anyway.
    warm: (token, eventIds) => (mode.listening() ? announced.warm(token, eventIds) : Promise.resolve()),
    changed: (kind, id) => announced.changed(kind, id),
    forgetAll() {
      announced.forgetAll();
      stamped.forgetAll();
    },
  };
}
