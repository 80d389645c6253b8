import type { Trpc } from '#client/lib/trpc.ts';
import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';

// The console reads the same event query as the event pages (trpc.event.byId: one key, so a
// save here shows everywhere at once) and a few small ones of its own.

/**
 * Refreshed on every visit (staleTime 0): the saved copy shows at once, and the server's
 * answer replaces it (another organizer may have changed the event, and the saved cache
 * is written a moment after each change, so a quick reload could show an older state).
 */
export function consoleEventQuery(trpc: Trpc, id: string) {
  return trpc.event.byId.queryOptions({ id }, { staleTime: 0, gcTime: offlineGcTimeMs });
}

/** Only the total: the overview's "people added" step. */
export function peopleTotalQuery(trpc: Trpc, eventId: string) {
  return trpc.people.list.queryOptions({ eventId, limit: 1, offset: 0 }, { staleTime: 0 });
}

/** Where a new event can go (/events/new). */
export function myOrganizationsQuery(trpc: Trpc) {
  return trpc.organization.mine.queryOptions(undefined, { staleTime: 60_000 });
}
