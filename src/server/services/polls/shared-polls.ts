import type { PollList } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { loadEventPolls, visibleToMembers } from './poll-rows.ts';

/**
 * Every poll of the event as every member sees it (definitions only: counts and one's own vote
 * are per viewer), built once per change and shared through the 'polls' feed. A scheduled poll
 * stays out until its time: the feed reaches every member's phone, so hiding it there would not
 * keep its question secret. The opener job (open-due-polls.ts) writes the poll open at its time,
 * which bumps the feed's version and tells open screens live.
 */
export async function sharedPolls(db: Db, eventId: string, now: Date): Promise<PollList> {
  return { eventId, polls: await loadEventPolls(db, eventId, visibleToMembers(now)) };
}
