import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import type { EventRole } from '#shared/contracts/event.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { events } from '#server/db/schema/events.ts';
import { programItems } from '#server/db/schema/program-items.ts';

type NewEvent = typeof events.$inferInsert;
const day = 86_400_000;

/** An event starting in `startsInDays` (negative: in the past), lasting a day; published and open unless overridden. */
export async function insertEvent(db: Db, overrides: Partial<NewEvent> & { startsInDays?: number } = {}): Promise<string> {
  const { startsInDays = 7, ...rest } = overrides;
  const startsAt = new Date(Date.now() + startsInDays * day);
  const [row] = await db
    .insert(events)
    .values({
      name: `Event ${randomUUID().slice(0, 8)}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + day),
      joinPolicy: 'open',
      published: true,
      enableSchedule: true,
      ...rest,
    })
    .returning({ id: events.id });
  if (!row) throw new Error('insertEvent: no row');
  return row.id;
}

export async function insertProgramItem(
  db: Db,
  eventId: string,
  overrides: Partial<typeof programItems.$inferInsert> & { startsAt: Date; endsAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(programItems)
    .values({ eventId, title: 'A session', room: 'Room A', track: 'Main', ...overrides })
    .returning({ id: programItems.id });
  if (!row) throw new Error('insertProgramItem: no row');
  return row.id;
}

export async function addMember(db: Db, eventId: string, accountId: string, role: EventRole = 'attendee', ticketType = ''): Promise<string> {
  const [row] = await db.insert(eventMembers).values({ eventId, accountId, role, ticketType }).returning({ id: eventMembers.id });
  if (!row) throw new Error('addMember: no row');
  return row.id;
}
