import type { Directory } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { readMemberIndex } from '../event-feeds/running-feeds.ts';
import { isVisibleTo } from './profile-visibility.ts';

/**
 * The directory as every member of the event may see it: profiles open to everyone (and members
 * without a profile yet). The same for every viewer, so it is built once per change and shared;
 * what differs per viewer comes from directoryOverlay. `now` is the cursor for the next delta.
 */
export async function sharedDirectory(db: Db, eventId: string, now: Date): Promise<Directory> {
  // The same rows matches and the overlay read: one 5,000-row query per directory version, not two.
  const { members } = await readMemberIndex(db, eventId);
  const people = members.filter((member) => isVisibleTo({ ...member, ownerConnectedToViewer: false }, null)).map((member) => member.person);
  return { eventId, people, removedAttendeeIds: [], full: true, cursor: now.getTime() };
}
