import type { inferInput } from '@trpc/tanstack-react-query';
import type { EventMemberRole } from '#shared/rules/permissions.ts';
import type { Trpc } from '../trpc.ts';

// The `people` router's queries: the people console (members and open invitations).

export const peoplePageSize = 50;

export interface PeopleListParams {
  eventId: string;
  search: string;
  role: EventMemberRole | undefined;
  page: number;
}

type PeopleListInput = inferInput<Trpc['people']['list']>;

/**
 * People join and answer invitations from elsewhere: a saved list shows at once and is
 * refreshed on every visit (staleTime 0).
 */
function peopleQuery(trpc: Trpc, input: PeopleListInput) {
  return trpc.people.list.queryOptions(input, { staleTime: 0 });
}

/** One page of the people console, the same for the loader and the page. */
export function peopleListQuery(trpc: Trpc, { eventId, search, role, page }: PeopleListParams) {
  return peopleQuery(trpc, { eventId, search: search.trim(), role, limit: peoplePageSize, offset: (page - 1) * peoplePageSize });
}

/** Only the total: the console overview's "people added" step. */
export function peopleTotalQuery(trpc: Trpc, eventId: string) {
  return peopleQuery(trpc, { eventId, limit: 1, offset: 0 });
}
