import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../deps.ts';
import { resolveRequestAccount } from '../auth/request-account.ts';
import { createAccessLoader } from '../access/access-loader.ts';
import { loadEventAccess, type EventAccess } from '../access/event-access.ts';
import { readAccountToken } from '../auth/auth-cookie.ts';
import { hashToken } from '../auth/opaque-token.ts';
import type { Admitted, Caller, FeedReaders } from './feed-readers.ts';
import { BoundedMap, loadSession } from './reader-memory.ts';
import { readReaderStamps } from './reader-stamps.ts';

// Five minutes, as findAccountByToken refreshes a token's last use: asking it again that often
// keeps the bookkeeping the same.
const sessionRecheckMs = 5 * 60 * 1000;
const maxSessions = 50_000;
const maxAccess = 20_000;

interface RememberedSession {
  accountId: string;
  expiresAt: number;
  checkedAt: number;
  /** The token row's version (xmin) the session was read at. */
  stamp: string;
}

/** Asks the database on every request, as tRPC does: a signed-in account behind the request's token. */
export const askAccountId = async (deps: Pick<ServerDeps, 'db' | 'clock'>, request: FastifyRequest) =>
  (await resolveRequestAccount(deps, request)).account?.id ?? null;

/** What every tRPC request reads where nothing may be remembered: the session and, per event asked about, the grants. */
export async function askCaller(deps: Pick<ServerDeps, 'db' | 'clock'>, request: FastifyRequest): Promise<Caller> {
  const { token, account } = await resolveRequestAccount(deps, request);
  return { token, account, access: createAccessLoader(deps.db, account?.id ?? null) };
}

/**
 * Sessions and access remembered, but checked on every request against the row versions of what
 * they were read from, in one indexed read that also tells the feeds' versions: exact with no
 * announcement at all, for when the LISTEN connection is not up.
 */
export function createStampedReaders(deps: Pick<ServerDeps, 'db' | 'clock'>): FeedReaders {
  const sessions = new BoundedMap<RememberedSession>(maxSessions);
  const access = new BoundedMap<{ access: EventAccess; stamp: string }>(maxAccess);

  const admit = async (request: FastifyRequest, eventId: string, requireAccess: Parameters<FeedReaders['admit']>[2]): Promise<Admitted | null> => {
    const token = readAccountToken(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const at = deps.clock.now().getTime();
    const known = sessions.get(tokenHash);
    // Read before anything is loaded: what is loaded after is at least as new as these versions.
    const stamps = await readReaderStamps(deps.db, tokenHash, eventId, known?.accountId ?? null);
    let accountId = known?.accountId;
    if (!known || known.stamp !== stamps.token || known.expiresAt <= at || at - known.checkedAt >= sessionRecheckMs) {
      const loaded = await loadSession(deps, token);
      if (!loaded) {
        sessions.delete(tokenHash);
        return null;
      }
      if (stamps.token !== null) sessions.set(tokenHash, { accountId: loaded.account.id, expiresAt: loaded.expiresAt, checkedAt: at, stamp: stamps.token });
      accountId = loaded.account.id;
    }
    const reader = accountId!;
    // The access stamps were read for the account remembered before; for another one they say nothing.
    const accessStamp = reader === known?.accountId ? stamps.access : null;
    const key = `${reader} ${eventId}`;
    const remembered = access.get(key);
    let eventAccess: EventAccess | null;
    if (accessStamp !== null && remembered?.stamp === accessStamp) eventAccess = remembered.access;
    else {
      eventAccess = await loadEventAccess(deps.db, eventId, reader);
      if (eventAccess && accessStamp !== null) access.set(key, { access: eventAccess, stamp: accessStamp });
      else access.delete(key);
    }
    await requireAccess({ access: { ...createAccessLoader(deps.db, reader), event: async () => eventAccess } }, eventId);
    return { accountId: reader, versions: stamps.versions };
  };

  return {
    caller: (request) => askCaller(deps, request),
    accountId: (request) => askAccountId(deps, request),
    admit,
    // Every request checks its stamps anyway; procedures ask the database: nothing to gain.
    warm: async () => {},
    changed() {},
    forgetAll() {
      sessions.clear();
      access.clear();
    },
  };
}
