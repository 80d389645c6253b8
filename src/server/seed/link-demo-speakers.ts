import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventMembers } from '../db/schema/event-members.ts';
import { programItems } from '../db/schema/program-items.ts';
import { programSpeakers } from '../db/schema/program-speakers.ts';

export interface DemoSpeaker {
  accountId: string;
  /** The sessions they give, by start order (then title). */
  sessions: readonly number[];
  /** Their place among each session's speakers. */
  position?: number;
}

/** Links members of the event to its sessions as speakers; links already there stay as they are. */
export async function linkDemoSpeakers(db: Db, eventId: string, speakers: readonly DemoSpeaker[]): Promise<void> {
  if (speakers.length === 0) return;
  const members = await db
    .select({ id: eventMembers.id, accountId: eventMembers.accountId })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.accountId, speakers.map((speaker) => speaker.accountId))));
  const sessions = await db.select({ id: programItems.id }).from(programItems).where(eq(programItems.eventId, eventId)).orderBy(asc(programItems.startsAt), asc(programItems.title));
  const links = speakers.flatMap(({ accountId, sessions: given, position }) => {
    const attendeeId = members.find((member) => member.accountId === accountId)?.id;
    return given.flatMap((index) => {
      const session = sessions[index];
      return attendeeId && session ? [{ programItemId: session.id, attendeeId, ...(position === undefined ? {} : { position }) }] : [];
    });
  });
  if (links.length > 0) await db.insert(programSpeakers).values(links).onConflictDoNothing();
}
