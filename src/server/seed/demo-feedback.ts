import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { eventFeedback } from '../db/schema/event-feedback.ts';
import { eventMembers } from '../db/schema/event-members.ts';
import { events } from '../db/schema/events.ts';
import { programItems } from '../db/schema/program-items.ts';
import { programSpeakers } from '../db/schema/program-speakers.ts';
import { sessionFeedback } from '../db/schema/session-feedback.ts';

// Feedback needs sessions that have ended, and the demo conference is always next week: so the
// past meetup gets feedback switched on, three lightning talks (the demo speaker gives one) and
// ratings from the demo people, some anonymous. Organizers see them in its console, the demo
// speaker under "My sessions' feedback", the demo attendee finds their own (closed) ratings.

const talks = [
  { title: 'Lightning talk: Badges that print themselves', startMinutes: 15, speaks: false },
  { title: 'Lightning talk: What we learned running Wi-Fi for 900 people', startMinutes: 30, speaks: true },
  { title: 'Lightning talk: Name tags, pronouns and the first five minutes', startMinutes: 45, speaks: false },
] as const;

/** rating, comment, anonymous: who said what about which talk (by position), and about the evening. */
const sessionRatings: Array<[talk: number, email: string, rating: number, comment: string, anonymous: boolean]> = [
  [0, 'priya.sharma@people.hallway.test', 4, 'Practical and short. I want the printer model.', false],
  [0, 'jonas.berg@people.hallway.test', 3, '', false],
  [0, 'demo@hallway.test', 5, 'Loved the live demo.', false],
  [1, 'mei.chen@people.hallway.test', 5, 'Best talk of the night: the captive-portal story was painfully familiar.', false],
  [1, 'tariq.haddad@people.hallway.test', 4, '', true],
  [1, 'priya.sharma@people.hallway.test', 2, 'Too many acronyms for a lightning talk.\nSlides were hard to read from the back.', true],
  [1, 'demo@hallway.test', 5, 'Going to steal the access-point checklist.', false],
  [2, 'jonas.berg@people.hallway.test', 5, 'Simple changes, big difference.', false],
  [2, 'mei.chen@people.hallway.test', 4, '', true],
];
const eventRatings: Array<[email: string, rating: number, comment: string, anonymous: boolean]> = [
  ['priya.sharma@people.hallway.test', 4, 'Great talks; the room got too warm.', false],
  ['mei.chen@people.hallway.test', 5, 'Friendly crowd. Come back soon!', true],
  ['demo@hallway.test', 4, '', false],
];

/** Idempotent: a past meetup that already has talks or ratings is left as it is. */
export async function seedDemoFeedback(db: Db, { pastEventId }: { pastEventId: string }): Promise<void> {
  const [event] = await db.select({ startsAt: events.startsAt }).from(events).where(eq(events.id, pastEventId)).limit(1);
  if (!event) return;
  const [rated] = await db.select({ total: count() }).from(sessionFeedback).where(eq(sessionFeedback.eventId, pastEventId));
  if ((rated?.total ?? 0) > 0) return;
  await db.update(events).set({ enableFeedback: true }).where(eq(events.id, pastEventId));

  const emails = [...new Set([...sessionRatings.map((rating) => rating[1]), ...eventRatings.map((rating) => rating[0]), 'speaker@hallway.test', 'organizer@hallway.test'])];
  const people = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  if (people.length > 0) {
    await db
      .insert(eventMembers)
      .values(people.map((person) => ({ eventId: pastEventId, accountId: person.id, role: person.email === 'speaker@hallway.test' ? ('speaker' as const) : person.email === 'organizer@hallway.test' ? ('organizer' as const) : ('attendee' as const) })))
      .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.accountId] });
  }

  let sessions = await db.select({ id: programItems.id }).from(programItems).where(and(eq(programItems.eventId, pastEventId), like(programItems.title, 'Lightning talk:%'))).orderBy(asc(programItems.startsAt));
  if (sessions.length === 0) {
    sessions = await db
      .insert(programItems)
      .values(
        talks.map((talk) => ({
          eventId: pastEventId,
          title: talk.title,
          description: 'Five minutes, twenty slides, no second chances.',
          room: 'Main room',
          track: 'Lightning talks',
          startsAt: new Date(event.startsAt.getTime() + talk.startMinutes * 60_000),
          endsAt: new Date(event.startsAt.getTime() + (talk.startMinutes + 10) * 60_000),
        })),
      )
      .returning({ id: programItems.id });
  }
  const speakerAccount = idOf.get('speaker@hallway.test');
  const [speaker] = speakerAccount
    ? await db.select({ id: eventMembers.id }).from(eventMembers).where(and(eq(eventMembers.eventId, pastEventId), eq(eventMembers.accountId, speakerAccount))).limit(1)
    : [];
  const spoken = talks.findIndex((talk) => talk.speaks);
  if (speaker && sessions[spoken]) {
    await db.insert(programSpeakers).values({ programItemId: sessions[spoken].id, attendeeId: speaker.id }).onConflictDoNothing();
  }

  const ratedAt = new Date(event.startsAt.getTime() + 2 * 3_600_000);
  const sessionRows = sessionRatings.flatMap(([talk, email, rating, comment, anonymous]) => {
    const accountId = idOf.get(email);
    const session = sessions[talk];
    return accountId && session ? [{ eventId: pastEventId, programItemId: session.id, accountId, rating, comment, anonymous, ratedAt, createdAt: ratedAt, updatedAt: ratedAt }] : [];
  });
  if (sessionRows.length > 0) await db.insert(sessionFeedback).values(sessionRows).onConflictDoNothing();
  const eventRows = eventRatings.flatMap(([email, rating, comment, anonymous]) => {
    const accountId = idOf.get(email);
    return accountId ? [{ eventId: pastEventId, accountId, rating, comment, anonymous, ratedAt, createdAt: ratedAt, updatedAt: ratedAt }] : [];
  });
  if (eventRows.length > 0) await db.insert(eventFeedback).values(eventRows).onConflictDoNothing();
}
