import { directoryFirstPageSize, type DirectoryFirstPage, type DirectoryPerson } from '#shared/contracts/attendees.ts';
import { byName } from '#shared/rules/name-order.ts';
import type { Db } from '../../db/client.ts';
import { readMemberIndex } from '../event-feeds/running-feeds.ts';
import { isVisibleTo } from './profile-visibility.ts';

/**
 * The shared directory's first page in name order (what every member sees, as sharedDirectory),
 * with how many it holds. Kept per event and directory version: at doors-open thousands of
 * first visits ask for the same page, and sorting 5,000 names for each would be wasted.
 */
export function createDirectoryFirstPages(db: Db) {
  const kept = new Map<string, { version: number; page: DirectoryFirstPage }>();
  return async function directoryFirstPage(eventId: string, version: number): Promise<DirectoryFirstPage> {
    const held = kept.get(eventId);
    if (held && held.version === version) return held.page;
    const { members } = await readMemberIndex(db, eventId);
    const people: DirectoryPerson[] = members.filter((member) => isVisibleTo({ ...member, ownerConnectedToViewer: false }, null)).map((member) => member.person);
    const page = { eventId, people: firstByName(people, directoryFirstPageSize), total: people.length };
    // One page per event: an old version's is dropped as the new one is kept.
    kept.set(eventId, { version, page });
    return page;
  };
}

/** The first `count` people by name, without sorting them all. */
function firstByName(people: readonly DirectoryPerson[], count: number): DirectoryPerson[] {
  const first: DirectoryPerson[] = [];
  for (const person of people) {
    if (first.length === count && byName(person, first[count - 1]!) >= 0) continue;
    const at = first.findIndex((other) => byName(person, other) < 0);
    first.splice(at === -1 ? first.length : at, 0, person);
    if (first.length > count) first.pop();
  }
  return first;
}
