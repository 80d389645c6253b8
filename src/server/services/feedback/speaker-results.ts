import { and, asc, eq } from 'drizzle-orm';
import type { SpeakerFeedback } from '#shared/contracts/feedback.ts';
import type { Db } from '../../db/client.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { loadSessionEntries } from './load-feedback-entries.ts';
import { summarizeFeedback } from './summarize-feedback.ts';
import { toUnixSeconds } from '../clock.ts';


/** The sessions an attendee speaks at, by start time. */
export async function speakerSessions(db: Db, eventId: string, attendeeId: string) {
  return db
    .select({ id: programItems.id, title: programItems.title, startsAt: programItems.startsAt, endsAt: programItems.endsAt })
    .from(programSpeakers)
    .innerJoin(programItems, eq(programItems.id, programSpeakers.programItemId))
    .where(and(eq(programSpeakers.attendeeId, attendeeId), eq(programItems.eventId, eventId)))
    .orderBy(asc(programItems.startsAt), asc(programItems.title), asc(programItems.id));
}

/**
 * A speaker's own sessions with their results, but only once a session has ended: ratings of a
 * talk still running would be read from the stage.
 */
export async function speakerResults(db: Db, eventId: string, attendeeId: string, now: Date): Promise<SpeakerFeedback> {
  const sessions = await speakerSessions(db, eventId, attendeeId);
  const ended = sessions.filter((session) => session.endsAt <= now).map((session) => session.id);
  const entries = await loadSessionEntries(db, eventId, ended);
  return {
    sessions: sessions.map((session) => ({
      programId: session.id,
      title: session.title,
      startsAt: toUnixSeconds(session.startsAt),
      endsAt: toUnixSeconds(session.endsAt),
      results: session.endsAt <= now ? summarizeFeedback(entries.get(session.id) ?? []) : null,
    })),
  };
}
