import { and, eq, gt, inArray } from 'drizzle-orm';
import type { PollList } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { polls } from '../../db/schema/polls.ts';
import type { EventAccess } from '../access/event-access.ts';
import { speakerProgramIds } from './poll-managers.ts';
import { loadEventPolls } from './poll-rows.ts';

/**
 * The scheduled polls the viewer runs that the shared feed does not carry yet (their time has not
 * come): all of them for organizers, their sessions' for speakers, none for anyone else.
 */
export async function scheduledPollsFor(db: Db, access: EventAccess, now: Date): Promise<PollList> {
  const eventId = access.event.id;
  const notYet = and(eq(polls.state, 'scheduled'), gt(polls.opensAt, now))!;
  if (access.permissions.has('Event::Poll::Manage')) return { eventId, polls: await loadEventPolls(db, eventId, notYet) };
  const speaks = await speakerProgramIds(db, access);
  if (speaks.length === 0) return { eventId, polls: [] };
  return { eventId, polls: await loadEventPolls(db, eventId, and(notYet, inArray(polls.programItemId, speaks))) };
}
