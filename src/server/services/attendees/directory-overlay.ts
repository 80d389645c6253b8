import type { DirectoryOverlay } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { ownersConnectedTo } from './connected-to-viewer.ts';
import { readMemberIndex } from '../event-feeds/running-feeds.ts';

/**
 * The people this viewer sees on top of the shared directory: their own entry when it is not
 * open to everyone, and connections-only members connected with them (profile-visibility's rule,
 * for exactly the members the shared directory leaves out). The members come from the event's
 * shared index; only "who has this viewer among their connections" is asked per request, and
 * only about the connections-only members.
 */
export async function directoryOverlay(db: Db, { eventId, viewerAccountId }: { eventId: string; viewerAccountId: string }): Promise<DirectoryOverlay> {
  const index = await readMemberIndex(db, eventId);
  const askAbout = index.restricted.filter((member) => member.visibility === 'connections' && member.accountId !== viewerAccountId).map((member) => member.accountId);
  const connectedToViewer = await ownersConnectedTo(db, viewerAccountId, askAbout);
  const people = index.restricted
    .filter((member) => member.accountId === viewerAccountId || (member.visibility === 'connections' && connectedToViewer.has(member.accountId)))
    .map((member) => member.person);
  return { eventId, people };
}
