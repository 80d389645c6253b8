import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { programItems } from '../db/schema/program-items.ts';
import { questionVotes } from '../db/schema/question-votes.ts';
import { questions } from '../db/schema/questions.ts';

// Questions on the demo conference's first two sessions (the keynote and the service-worker
// talk), with upvotes from the demo people: one being answered (pinned), one already answered,
// one anonymous, so a newcomer sees a live Q&A at once.

const people = {
  priya: 'priya.sharma@people.hallway.test',
  jonas: 'jonas.berg@people.hallway.test',
  mei: 'mei.chen@people.hallway.test',
  tariq: 'tariq.haddad@people.hallway.test',
  dana: 'demo@hallway.test',
} as const;
type Person = keyof typeof people;

interface DemoQuestion {
  session: 0 | 1;
  by: Person;
  text: string;
  anonymous?: boolean;
  answered?: boolean;
  pinned?: boolean;
  voters: Person[];
}

const demoQuestions: DemoQuestion[] = [
  { session: 0, by: 'priya', text: 'What is the first thing you cache when the venue Wi-Fi drops?', pinned: true, voters: ['jonas', 'mei', 'tariq', 'dana'] },
  { session: 0, by: 'jonas', text: 'How do you test offline behaviour before the event, not during it?', answered: true, voters: ['priya', 'mei', 'dana'] },
  { session: 0, by: 'mei', text: 'Do attendees notice when the app is offline? Should they?', anonymous: true, voters: ['tariq', 'priya'] },
  { session: 0, by: 'tariq', text: 'Which conference did this go wrong at, and what did you change after?', voters: ['jonas'] },
  { session: 1, by: 'dana', text: 'How do you roll out a service worker update in the middle of a conference day?', voters: ['priya', 'jonas', 'mei'] },
  { session: 1, by: 'priya', text: 'Is Background Sync reliable enough on iOS yet?', voters: ['tariq'] },
];

/** Idempotent: an event that already has questions is left as it is. */
export async function seedDemoQuestions(db: Db, { eventId }: { eventId: string }): Promise<void> {
  const [asked] = await db.select({ total: count() }).from(questions).where(eq(questions.eventId, eventId));
  if ((asked?.total ?? 0) > 0) return;
  const sessions = await db.select({ id: programItems.id }).from(programItems).where(eq(programItems.eventId, eventId)).orderBy(asc(programItems.startsAt), asc(programItems.title)).limit(2);
  const rows = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, Object.values(people)));
  const idOf = (person: Person) => rows.find((row) => row.email === people[person])?.id;
  const now = Date.now();
  for (const [index, question] of demoQuestions.entries()) {
    const programItemId = sessions[question.session]?.id;
    const accountId = idOf(question.by);
    if (!programItemId || !accountId) continue;
    const voters = question.voters.flatMap((voter) => idOf(voter) ?? []);
    const [row] = await db
      .insert(questions)
      .values({
        eventId,
        programItemId,
        accountId,
        text: question.text,
        anonymous: question.anonymous ?? false,
        pinned: question.pinned ?? false,
        answeredAt: question.answered ? new Date(now) : null,
        voteCount: voters.length,
        askedAt: new Date(now - (demoQuestions.length - index) * 60_000),
      })
      .returning({ id: questions.id });
    if (row && voters.length > 0) {
      await db.insert(questionVotes).values(voters.map((voter) => ({ questionId: row.id, accountId: voter }))).onConflictDoNothing();
    }
  }
  // created_at orders equal votes: keep the demo's asking order.
  await db.update(questions).set({ createdAt: sql`${questions.askedAt}` }).where(eq(questions.eventId, eventId));
}
