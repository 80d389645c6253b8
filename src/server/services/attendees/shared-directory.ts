import type { Directory } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { loadMembers } from './load-members.ts';
import { isVisibleTo } from './profile-visibility.ts';

/**
 * The directory as every member of the event may see it: profiles open to everyone (and members
 * without a profile yet). The same for every viewer, so it is built once per change and shared;
 * what differs per viewer comes from directoryOverlay. `now` is the cursor for the next delta.
 */
export async function sharedDirectory(db: Db, eventId: string, now: Date): Promise<Directory> {
  const members = await loadMembers(db, eventId, null);
  const people = members.filter((member) => isVisibleTo(member, null)).map((member) => member.person);
  return { eventId, people, removedAttendeeIds: [], full: true, cursor: now.getTime() };
}
