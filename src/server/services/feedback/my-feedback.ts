import { and, eq } from 'drizzle-orm';
import type { MyEventFeedback } from '#shared/contracts/feedback.ts';
import type { Db } from '../../db/client.ts';
import { eventFeedback } from '../../db/schema/event-feedback.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { sessionFeedback } from '../../db/schema/session-feedback.ts';
import { toMyFeedback } from './my-feedback-dto.ts';
import { feedbackWindow } from './feedback-window.ts';
import { speakerSessions } from './speaker-results.ts';
import { toUnixSeconds } from '../clock.ts';


/** What the viewer said about the event and its sessions, when feedback is open, and where they speak. */
export async function myFeedback(
  db: Db,
  event: Pick<EventRow, 'id' | 'startsAt' | 'endsAt'>,
  viewer: { accountId: string; attendeeId: string },
): Promise<MyEventFeedback> {
  const columns = { rating: eventFeedback.rating, comment: eventFeedback.comment, anonymous: eventFeedback.anonymous, updatedAt: eventFeedback.updatedAt };
  const [[own], sessions, speaking] = await Promise.all([
    db.select(columns).from(eventFeedback).where(and(eq(eventFeedback.eventId, event.id), eq(eventFeedback.accountId, viewer.accountId))).limit(1),
    db
      .select({ programId: sessionFeedback.programItemId, rating: sessionFeedback.rating, comment: sessionFeedback.comment, anonymous: sessionFeedback.anonymous, updatedAt: sessionFeedback.updatedAt })
      .from(sessionFeedback)
      .where(and(eq(sessionFeedback.eventId, event.id), eq(sessionFeedback.accountId, viewer.accountId))),
    speakerSessions(db, event.id, viewer.attendeeId),
  ]);
  const { opensAt, closesAt } = feedbackWindow(event);
  return {
    event: own ? toMyFeedback(own) : null,
    sessions: Object.fromEntries(sessions.map(({ programId, ...row }) => [programId, toMyFeedback(row)])),
    opensAt: toUnixSeconds(opensAt),
    closesAt: toUnixSeconds(closesAt),
    speakerProgramIds: speaking.map((session) => session.id),
  };
}
