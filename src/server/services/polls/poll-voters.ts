import { and, asc, eq } from 'drizzle-orm';
import type { Poll, PollVoters } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';
import { DomainError } from '../domain-error.ts';

const anonymousVotersMessage = 'This poll is anonymous: nobody can see who voted what';

/** Who voted what in a named poll, by name (organizers only; the router checks). */
export async function pollVoters(db: Db, poll: Poll): Promise<PollVoters> {
  if (poll.anonymous) throw new DomainError('PRECONDITION_FAILED', anonymousVotersMessage);
  const rows = await db
    .select({ attendeeId: eventMembers.id, firstName: accounts.firstName, lastName: accounts.lastName, optionIds: pollVotes.optionIds, votedAt: pollVotes.votedAt })
    .from(pollVotes)
    .innerJoin(accounts, eq(accounts.id, pollVotes.accountId))
    .leftJoin(eventMembers, and(eq(eventMembers.accountId, pollVotes.accountId), eq(eventMembers.eventId, poll.eventId)))
    .where(eq(pollVotes.pollId, poll.id))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(pollVotes.accountId));
  return {
    voters: rows.map((row) => ({
      attendeeId: row.attendeeId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      optionIds: row.optionIds ?? [],
      votedAt: row.votedAt.getTime(),
    })),
  };
}
