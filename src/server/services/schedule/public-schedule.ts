import { eq } from 'drizzle-orm';
import type { PublicSchedule } from '#shared/contracts/schedule.ts';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { eventNotFoundMessage } from '../access/require-access.ts';
import { toUnixSeconds } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { loadSessions } from './load-sessions.ts';

/**
 * The embeddable schedule: only a published event anyone may join (an invite-only event is
 * private) with its schedule switched on. Anything else is NOT_FOUND with the message of a
 * missing event, so the embed reveals nothing. Speakers carry names and titles only: no ids,
 * handles, photos or emails.
 */
export async function publicSchedule(db: Db, eventId: string): Promise<PublicSchedule> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event || !event.published || event.joinPolicy === 'invite' || !event.enableSchedule) {
    throw new DomainError('NOT_FOUND', eventNotFoundMessage);
  }
  const sessions = await loadSessions(db, event.id);
  return {
    event: { id: event.id, name: event.name, timeZone: event.timeZone, startsAt: toUnixSeconds(event.startsAt), endsAt: toUnixSeconds(event.endsAt) },
    sessions: sessions.map((session) => ({
      id: session.id,
      title: session.title,
      description: session.description,
      room: session.room,
      track: session.track,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      speakers: session.speakers.map(({ firstName, lastName, headline, company }) => ({ firstName, lastName, headline, company })),
    })),
  };
}
