import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { createAccessLoader, type AccessLoader } from '../access/access-loader.ts';
import { loadEventAccess, type EventAccess } from '../access/event-access.ts';
import { readAccountToken } from '../auth/auth-cookie.ts';
import { hashToken } from '../auth/opaque-token.ts';
import type { FeedReaders } from './feed-readers.ts';
import { BoundedMap, ChangeClock, loadSession } from './reader-memory.ts';

// Five minutes, as findAccountByToken refreshes a token's last use: asking it again that often
// keeps the bookkeeping the same.
const sessionRecheckMs = 5 * 60 * 1000;
const maxSessions = 50_000;
const maxAccess = 20_000;
/** An organizer's stream may follow many events: the first few are warmed, the rest load when asked. */
const maxWarmedEvents = 10;

export interface AnnouncedReadersOptions {
  /**
   * How long a remembered session or access holds with no announcement at all: for ever where
   * none can be missed (the database in this process), a second or two where a notice can be
   * lost on the way (a LISTEN connection that dropped without telling).
   */
  holdMs: number;
  /** The hold for procedures' callers, where a barrier already made sure no notice is missing (holdMs unless told). */
  callerHoldMs?: number;
  /** Real elapsed milliseconds for the hold: a lost notice is lost in real time, whatever the app clock says. */
  elapsedMs?: () => number;
}

interface RememberedSession {
  /** The row as findAccountByToken returned it; any change to it is announced for the account. */
  account: AccountRow;
  expiresAt: number;
  /** App-clock time of the check, for findAccountByToken's last-use bookkeeping. */
  checkedAt: number;
  loadedAt: number;
  /** The announcement count the load started at. */
  tick: number;
}

interface Loading<T> {
  /** The announcement count the load started at. */
  tick: number;
  promise: Promise<T>;
}

interface RememberedAccess {
  access: EventAccess | null;
  loadedAt: number;
  tick: number;
}

/**
 * Sessions and access kept in memory until a trigger announces a change to what they were read
 * from (a token revoked or removed, the event, its members, its organization's people), the token
 * expires, or the hold runs out. A load remembers the count it started at, so an announcement that
 * lands during the load makes its result stale at once.
 */
export function createAnnouncedReaders(deps: Pick<ServerDeps, 'db' | 'clock'>, options: AnnouncedReadersOptions): FeedReaders {
  const clock = new ChangeClock();
  const sessions = new BoundedMap<RememberedSession>(maxSessions);
  const access = new BoundedMap<RememberedAccess>(maxAccess);
  const elapsed = options.elapsedMs ?? (() => performance.now());
  const held = (loadedAt: number, holdMs: number) => elapsed() - loadedAt < holdMs;
  const callerHoldMs = options.callerHoldMs ?? options.holdMs;
  // Readers who miss together share one load (else a hold running out under load sends every
  // waiting request to the database at once), unless anything at all was announced after it
  // started: the load may predate that change, and a reader who came after it must not see it.
  const sessionLoads = new Map<string, Loading<AccountRow | null>>();
  const accessLoads = new Map<string, Loading<EventAccess | null>>();
  const shared = <T>(loads: Map<string, Loading<T>>, key: string, run: () => Promise<T>): Promise<T> => {
    const running = loads.get(key);
    if (running && running.tick === clock.now()) return running.promise;
    const loading: Loading<T> = { tick: clock.now(), promise: run() };
    loads.set(key, loading);
    const done = () => {
      if (loads.get(key) === loading) loads.delete(key);
    };
    loading.promise.then(done, done);
    return loading.promise;
  };
  /**
   * The one access this request needs, in the loader shape requireAccess reads. A plain loader is
   * made only if a rule asks for more than the event (none of the feeds' rules does): this runs on
   * every feed request, 304s included.
   */
  const loaderWith = (accountId: string, eventAccess: EventAccess | null): AccessLoader => {
    let plain: AccessLoader | null = null;
    const other = () => (plain ??= createAccessLoader(deps.db, accountId));
    return {
      event: async () => eventAccess,
      organization: (organizationId) => other().organization(organizationId),
      forget: () => other().forget(),
    };
  };

  const sessionOf = async (token: string, holdMs: number): Promise<AccountRow | null> => {
    const tokenHash = hashToken(token);
    const now = deps.clock.now().getTime();
    const known = sessions.get(tokenHash);
    if (known && known.expiresAt > now && now - known.checkedAt < sessionRecheckMs && held(known.loadedAt, holdMs) && clock.unchangedSince(`account:${known.account.id}`, known.tick)) {
      return known.account;
    }
    return shared(sessionLoads, tokenHash, async () => {
      const loadedAt = elapsed();
      const tick = clock.now();
      const loaded = await loadSession(deps, token);
      if (!loaded) {
        sessions.delete(tokenHash);
        return null;
      }
      sessions.set(tokenHash, { ...loaded, checkedAt: now, loadedAt, tick });
      return loaded.account;
    });
  };
  const accountId = async (request: FastifyRequest) => {
    const token = readAccountToken(request);
    return token ? ((await sessionOf(token, options.holdMs))?.id ?? null) : null;
  };

  const eventAccess = async (accountId: string, eventId: string, holdMs: number) => {
    const key = `${accountId} ${eventId}`;
    const known = access.get(key);
    const organizationId = known?.access?.event.organizationId ?? null;
    if (
      known &&
      held(known.loadedAt, holdMs) &&
      clock.unchangedSince(`access:${eventId}`, known.tick) &&
      (organizationId === null || clock.unchangedSince(`organization:${organizationId}`, known.tick))
    ) {
      return known.access;
    }
    return shared(accessLoads, key, async () => {
      const loadedAt = elapsed();
      const tick = clock.now();
      const loaded = await loadEventAccess(deps.db, eventId, accountId);
      // No access is not remembered: a refusal is rare, and joining must let the reader in at once.
      if (loaded) access.set(key, { access: loaded, loadedAt, tick });
      else access.delete(key);
      return loaded;
    });
  };

  /**
   * A request's own loader: the remembered access per event (once per request, as the plain
   * loader does), anything else read as before. After forget() (a procedure that changed
   * memberships and answers with fresh grants) the request reads the rows: on PostgreSQL its own
   * change's notice is still on its way.
   */
  const callerLoader = (reader: string): AccessLoader => {
    const plain = createAccessLoader(deps.db, reader);
    const events = new Map<string, Promise<EventAccess | null>>();
    let forgotten = false;
    return {
      ...plain,
      event(eventId) {
        if (forgotten) return plain.event(eventId);
        let pending = events.get(eventId);
        if (!pending) {
          pending = eventAccess(reader, eventId, callerHoldMs);
          pending.catch(() => events.delete(eventId));
          events.set(eventId, pending);
        }
        return pending;
      },
      forget() {
        plain.forget();
        events.clear();
        forgotten = true;
      },
    };
  };

  return {
    async caller(request) {
      const token = readAccountToken(request);
      const account = token ? await sessionOf(token, callerHoldMs) : null;
      return { token, account, access: account ? callerLoader(account.id) : createAccessLoader(deps.db, null) };
    },
    accountId,
    async admit(request, eventId, requireAccess) {
      const reader = await accountId(request);
      if (!reader) return null;
      await requireAccess({ access: loaderWith(reader, await eventAccess(reader, eventId, options.holdMs)) }, eventId);
      return { accountId: reader, versions: null };
    },
    // The same loads as a request's, so what is remembered holds exactly as long as theirs.
    async warm(token, eventIds) {
      const account = await sessionOf(token, options.holdMs);
      if (!account) return;
      await Promise.all(eventIds.slice(0, maxWarmedEvents).map((eventId) => eventAccess(account.id, eventId, options.holdMs)));
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
