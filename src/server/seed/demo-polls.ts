import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { eventMembers } from '../db/schema/event-members.ts';
import { pollOptions } from '../db/schema/poll-options.ts';
import { pollVotes } from '../db/schema/poll-votes.ts';
import { polls } from '../db/schema/polls.ts';
import { programItems } from '../db/schema/program-items.ts';

// Polls on the demo conference: an open one with votes (results live), a closed one with its
// results, and one on the demo speaker's talk (the second session by start), so a newcomer can
// vote, see results move, and, signed in as the speaker or organizer, present one.

interface DemoPoll {
  question: string;
  options: string[];
  state: 'open' | 'closed';
  resultsVisibility: 'live' | 'afterVoting' | 'afterClose';
  kind?: 'single' | 'multiple';
  anonymous?: boolean;
  /** Which session by start order it belongs to; none: the whole event. */
  session?: number;
  /** Votes per option, taken from the event's members in order. */
  votes: number[];
}

const demoPolls: DemoPoll[] = [
  { question: 'Which track are you most looking forward to?', options: ['Engineering', 'Design', 'Operations', 'Community'], state: 'open', resultsVisibility: 'live', votes: [5, 3, 2, 1] },
  { question: 'How did you travel to the venue?', options: ['Transit', 'Bike', 'Car', 'Walked'], state: 'closed', resultsVisibility: 'afterClose', anonymous: true, votes: [6, 2, 1, 2] },
  {
    question: 'Which offline problems have you hit at events?',
    options: ['No Wi-Fi at all', 'Captive portal', 'Overloaded network', 'Dead phone battery'],
    state: 'open',
    kind: 'multiple',
    resultsVisibility: 'afterVoting',
    session: 1,
    votes: [3, 4, 2, 1],
  },
];

/** Idempotent: an event that already has polls is left as it is. */
export async function seedDemoPolls(db: Db, { eventId, creatorAccountId }: { eventId: string; creatorAccountId: string | null }): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(polls).where(eq(polls.eventId, eventId));
  if ((existing?.total ?? 0) > 0) return;
  const sessions = await db.select({ id: programItems.id }).from(programItems).where(eq(programItems.eventId, eventId)).orderBy(asc(programItems.startsAt), asc(programItems.title));
  // Members who are not the demo roles' own accounts vote, so the demo accounts can still vote.
  const voters = await db
    .select({ accountId: eventMembers.accountId })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .where(sql`${eventMembers.eventId} = ${eventId} and ${accounts.email} not like '%@hallway.test'`)
    .orderBy(asc(accounts.email))
    .limit(20);
  await db.transaction(async (tx) => {
    for (const demo of demoPolls) {
      const [poll] = await tx
        .insert(polls)
        .values({
          eventId,
          programItemId: demo.session === undefined ? null : (sessions[demo.session]?.id ?? null),
          question: demo.question,
          kind: demo.kind ?? 'single',
          state: demo.state,
          resultsVisibility: demo.resultsVisibility,
          anonymous: demo.anonymous ?? false,
          createdBy: creatorAccountId,
        })
        .returning({ id: polls.id });
      if (!poll) continue;
      const options = await tx
        .insert(pollOptions)
        .values(demo.options.map((label, position) => ({ pollId: poll.id, position, label })))
        .returning({ id: pollOptions.id, position: pollOptions.position });
      options.sort((a, b) => a.position - b.position);
      // Each voter picks one option (the counts ask), or in a multiple-choice poll also the next.
      const chosen = new Map<string, string[]>();
      let voter = 0;
      for (const [index, option] of options.entries()) {
        for (let vote = 0; vote < (demo.votes[index] ?? 0) && voter < voters.length; vote++, voter++) {
          chosen.set(voters[voter]!.accountId, [option.id]);
        }
      }
      const counts = new Map<string, number>();
      for (const ids of chosen.values()) for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [id, votes] of counts) await tx.update(pollOptions).set({ votes }).where(eq(pollOptions.id, id));
      if (chosen.size === 0) continue;
      // Anonymous demo votes keep what a real one keeps: a commitment, never the choice.
      await tx.insert(pollVotes).values(
        [...chosen].map(([accountId, optionIds], index) => ({
          pollId: poll.id,
          accountId,
          votedAt: new Date(),
          ...(demo.anonymous ? { commitment: `demo-${index}` } : { optionIds }),
        })),
      );
    }
  });
}
