import { asc, eq } from 'drizzle-orm';
import type { FeedbackResults } from '#shared/contracts/feedback.ts';
import type { Db } from '../../db/client.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { loadEventEntries, loadSessionEntries } from './load-feedback-entries.ts';
import { summarizeFeedback } from './summarize-feedback.ts';
import { toUnixSeconds } from '../clock.ts';


/** Every session of the event, by start time. */
export function loadEventSessions(db: Db, eventId: string) {
  return db
    .select({ id: programItems.id, title: programItems.title, startsAt: programItems.startsAt, endsAt: programItems.endsAt })
    .from(programItems)
    .where(eq(programItems.eventId, eventId))
    .orderBy(asc(programItems.startsAt), asc(programItems.title), asc(programItems.id));
}

/** The organizers' view: the event's feedback and every session's, sessions by start time (unrated ones too). */
export async function feedbackResults(db: Db, eventId: string): Promise<FeedbackResults> {
  const [sessions, eventEntries, sessionEntries] = await Promise.all([
    loadEventSessions(db, eventId),
    loadEventEntries(db, eventId),
    loadSessionEntries(db, eventId),
  ]);
  return {
    event: summarizeFeedback(eventEntries),
    sessions: sessions.map((session) => ({
      programId: session.id,
      title: session.title,
      startsAt: toUnixSeconds(session.startsAt),
      endsAt: toUnixSeconds(session.endsAt),
      ...summarizeFeedback(sessionEntries.get(session.id) ?? []),
    })),
  };
}
