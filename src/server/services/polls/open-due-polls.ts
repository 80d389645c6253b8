import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { ServerDeps } from '../../deps.ts';
import { polls } from '../../db/schema/polls.ts';

/** How often polls due to open or close are looked for: a poll enters the shared feed at most this late. */
export const openDuePollsEveryMs = 2_000;

/**
 * Writes the opening of scheduled polls whose time came and the closing of polls whose close time
 * came. Votes never wait for this (they are judged by the times, rules/poll-state.ts); the write
 * is what moves the shared polls feed's version (the row's trigger), so a scheduled poll reaches
 * members' phones only now, and it tells open screens live. Each UPDATE claims its rows, so
 * several instances running the job write and announce each change once. It reads what is due
 * from the database, so a poll due during a restart opens or closes right after it.
 */
export async function openDuePolls(deps: Pick<ServerDeps, 'db' | 'clock' | 'live'>): Promise<number> {
  const now = deps.clock.now();
  const opened = await deps.db
    .update(polls)
    .set({ state: 'open', updatedAt: now })
    .where(and(eq(polls.state, 'scheduled'), lte(polls.opensAt, now)))
    .returning({ id: polls.id, eventId: polls.eventId });
  const closed = await deps.db
    .update(polls)
    .set({ state: 'closed', updatedAt: now })
    // A close under way waits for votes holding the row (they lock it shared), as a person's close does.
    .where(and(ne(polls.state, 'closed'), isNotNull(polls.closesAt), lte(polls.closesAt, now)))
    .returning({ id: polls.id, eventId: polls.eventId });
  for (const poll of [...opened, ...closed]) deps.live.changed({ eventId: poll.eventId, topic: 'polls', key: poll.id });
  return opened.length + closed.length;
}
