import { and, eq, inArray } from 'drizzle-orm';
import { feedbackLiveEventKey, type FeedbackLive } from '#shared/contracts/feedback.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import type { Clock } from '../clock.ts';
import type { LiveChannel, LiveDelivery } from '../live/live-channel.ts';

/**
 * Those who read the event's results live: its organizers and its organization's people (the
 * holders of Event::Feedback::Read, granted in src/shared/rules/permissions.ts).
 */
async function resultReaders(db: Db, eventId: string): Promise<string[]> {
  const [organizers, organization] = await Promise.all([
    db.select({ accountId: eventMembers.accountId }).from(eventMembers).where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'organizer'))),
    db
      .select({ accountId: organizationMembers.accountId })
      .from(organizationMembers)
      .innerJoin(events, eq(events.organizationId, organizationMembers.organizationId))
      .where(and(eq(events.id, eventId), inArray(organizationMembers.role, ['owner', 'admin', 'organizer']))),
  ]);
  return [...organizers, ...organization].map((row) => row.accountId);
}

/** A session's speakers, once it has ended: before that their page shows no results to refresh. */
async function endedSessionSpeakers(db: Db, eventId: string, programId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ accountId: eventMembers.accountId, endsAt: programItems.endsAt })
    .from(programSpeakers)
    .innerJoin(programItems, eq(programItems.id, programSpeakers.programItemId))
    .innerJoin(eventMembers, eq(eventMembers.id, programSpeakers.attendeeId))
    .where(and(eq(programSpeakers.programItemId, programId), eq(programItems.eventId, eventId)));
  return rows.filter((row) => row.endsAt <= now).map((row) => row.accountId);
}

/**
 * Topic 'feedback', key a session id or 'event': "the ratings of this changed", to those who
 * read them (nothing for everyone else: a rating is not an attendee's business). Their screen
 * asks for the results again, so the nudge carries no ratings and cannot go stale.
 */
export function createFeedbackLiveRenderer(db: Db, clock: Clock) {
  return async ({ eventId, key }: { eventId: string; key: string }): Promise<LiveDelivery> => {
    const programId = key === feedbackLiveEventKey ? null : key;
    const [readers, speakers] = await Promise.all([
      resultReaders(db, eventId),
      programId ? endedSessionSpeakers(db, eventId, programId, clock.now()) : Promise.resolve([]),
    ]);
    const to = new Set([...readers, ...speakers]);
    const data: FeedbackLive = { programId };
    return { forAccount: (accountId) => (to.has(accountId) ? data : undefined) };
  };
}

export function registerFeedbackLive(live: Pick<LiveChannel, 'setRenderer'>, db: Db, clock: Clock): void {
  live.setRenderer('feedback', createFeedbackLiveRenderer(db, clock));
}

/** After a rating is saved (replays too: the render reads what stands, so a repeat costs one small nudge). */
export function feedbackChanged(live: Pick<LiveChannel, 'changed'>, eventId: string, programId: string | null): void {
  live.changed({ eventId, topic: 'feedback', key: programId ?? feedbackLiveEventKey });
}
