import type { DirectoryOverlay } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { loadMembers } from './load-members.ts';
import { isVisibleTo } from './profile-visibility.ts';

/**
 * The people this viewer sees on top of the shared directory: their own entry when it is not
 * open to everyone, and connections-only members connected with them. A handful of rows
 * (the query only reads restricted profiles the viewer may see), so it is made per request.
 */
export async function directoryOverlay(db: Db, { eventId, viewerAccountId }: { eventId: string; viewerAccountId: string }): Promise<DirectoryOverlay> {
  const members = await loadMembers(db, eventId, viewerAccountId, { onlyRestrictedVisible: true });
  return { eventId, people: members.filter((member) => isVisibleTo(member, viewerAccountId)).map((member) => member.person) };
}
