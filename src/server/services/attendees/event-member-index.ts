import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { loadMembers, type MemberRow } from './load-members.ts';

export interface IndexedMember {
  /** Place in the directory's order (last name, first name, id), as the database collates them. */
  rank: number;
  accountId: string;
  /** Null for a member without a profile yet. */
  visibility: MemberRow['visibility'];
  person: DirectoryPerson;
}

/** Tag → ranks of the members whose profile holds it (each member once per tag). */
export type TagPostings = ReadonlyMap<string, readonly number[]>;

/**
 * An event's members as every viewer shares them: what matches and the directory overlay need,
 * built once per version of the event's directory (the version the database triggers bump on
 * every change to members, names, profiles, tags and visibility) instead of once per viewer.
 */
export interface EventMemberIndex {
  eventId: string;
  version: number;
  /** In rank order. */
  members: readonly IndexedMember[];
  byAccount: ReadonlyMap<string, IndexedMember>;
  /** Members whose profile is not open to everyone ('connections', 'nobody'), in rank order. */
  restricted: readonly IndexedMember[];
  interests: TagPostings;
  offers: TagPostings;
  lookingFor: TagPostings;
}

function addPostings(postings: Map<string, number[]>, tags: readonly string[], rank: number): void {
  // A tag stored twice counts once, as `tag = any(column)` did in SQL.
  for (const tag of new Set(tags)) {
    const ranks = postings.get(tag);
    if (ranks) ranks.push(rank);
    else postings.set(tag, [rank]);
  }
}

/** Reads every member of the event in one query (the directory's own) and indexes their tags. */
export async function buildEventMemberIndex(db: Db, eventId: string, version: number): Promise<EventMemberIndex> {
  const rows = await loadMembers(db, eventId, null);
  const members: IndexedMember[] = [];
  const byAccount = new Map<string, IndexedMember>();
  const restricted: IndexedMember[] = [];
  const interests = new Map<string, number[]>();
  const offers = new Map<string, number[]>();
  const lookingFor = new Map<string, number[]>();
  for (const [rank, row] of rows.entries()) {
    const member: IndexedMember = { rank, accountId: row.accountId, visibility: row.visibility, person: row.person };
    members.push(member);
    byAccount.set(row.accountId, member);
    if (row.visibility !== null && row.visibility !== 'everyone') restricted.push(member);
    addPostings(interests, row.person.interests, rank);
    addPostings(offers, row.person.offers, rank);
    addPostings(lookingFor, row.person.lookingFor, rank);
  }
  return { eventId, version, members, byAccount, restricted, interests, offers, lookingFor };
}

