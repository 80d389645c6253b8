import type { Db } from '../../db/client.ts';
import { loadEventAccess, type EventAccess } from './event-access.ts';
import { loadOrganizationAccess, type OrganizationAccess } from './organization-access.ts';

/**
 * The viewer's grants, loaded at most once per request and event (or organization): a batch
 * of calls about one event, or several checks in one procedure, cost one query.
 */
export interface AccessLoader {
  event(eventId: string): Promise<EventAccess | null>;
  organization(organizationId: string): Promise<OrganizationAccess | null>;
  /** Drops what was loaded, after a procedure changed memberships and answers with fresh grants. */
  forget(): void;
}

export function createAccessLoader(db: Db, accountId: string | null): AccessLoader {
  const eventCache = new Map<string, Promise<EventAccess | null>>();
  const organizationCache = new Map<string, Promise<OrganizationAccess | null>>();
  const remember = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      // A failed load must not stick for the rest of the request.
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };
  return {
    event: (eventId) => remember(eventCache, eventId, () => loadEventAccess(db, eventId, accountId)),
    organization: (organizationId) =>
      remember(organizationCache, organizationId, () => loadOrganizationAccess(db, { id: organizationId }, accountId)),
    forget() {
      eventCache.clear();
      organizationCache.clear();
    },
  };
}
