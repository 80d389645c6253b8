import { keepPreviousData } from '@tanstack/react-query';
import type { EventMemberRole } from '#shared/rules/permissions.ts';
import type { Trpc } from '#client/lib/trpc.ts';
import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';

export const peoplePageSize = 50;

export interface PeopleListParams {
  eventId: string;
  search: string;
  role: EventMemberRole | undefined;
  page: number;
}

/** One page of the people console (members and invitations), the same for the loader and the page. */
export function peopleListQuery(trpc: Trpc, { eventId, search, role, page }: PeopleListParams) {
  return trpc.people.list.queryOptions(
    { eventId, search: search.trim(), role, limit: peoplePageSize, offset: (page - 1) * peoplePageSize },
    // People join and answer invitations from elsewhere: a saved list shows at once and is
    // refreshed on every visit (staleTime 0). The previous page stays on screen while the
    // next loads, so the list does not jump.
    { staleTime: 0, placeholderData: keepPreviousData },
  );
}

/** The event itself (the same key as the event pages and the console). */
export function peopleEventQuery(trpc: Trpc, id: string) {
  return trpc.event.byId.queryOptions({ id }, { staleTime: 0, gcTime: offlineGcTimeMs });
}
