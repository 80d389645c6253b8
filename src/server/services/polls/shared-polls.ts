import type { PollList } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { loadEventPolls } from './poll-rows.ts';

/**
 * Every poll of the event as every member sees it (definitions only: counts and one's own vote
 * are per viewer), built once per change and shared through the 'polls' feed.
 */
export async function sharedPolls(db: Db, eventId: string): Promise<PollList> {
  return { eventId, polls: await loadEventPolls(db, eventId) };
}
