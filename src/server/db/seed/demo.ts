import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { eventMembers } from '../schema/event-members.ts';
import { events } from '../schema/events.ts';
import { notifications } from '../schema/notifications.ts';
import { programItems } from '../schema/program-items.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { demoCredentials } from './demo-credentials.ts';
import { demoSessions } from './demo-program.ts';
import { zonedDateAfter, zonedTimeToDate } from './zoned-time.ts';

// Fixed ids make the seed idempotent: a second run finds the rows and inserts nothing.
export const demoEventId = '5eed0000-0000-4000-8000-000000000001';
export const pastDemoEventId = '5eed0000-0000-4000-8000-000000000002';
const timeZone = 'America/Toronto';
const seedLockKey = 7_340_212;

function at(date: { year: number; month: number; day: number }, dayOffset: number, time: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  const base = zonedTimeToDate({ ...date, hour: 12 }, timeZone);
  const day = zonedDateAfter(base, dayOffset, timeZone);
  return zonedTimeToDate({ ...day, hour: hour ?? 0, minute: minute ?? 0 }, timeZone);
}

export async function hasAnyEvent(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(events);
  return (row?.total ?? 0) > 0;
}

/**
 * Seeds the demo: an open, published two-day conference a week from now with a
 * programme outline, one past event, and the demo account as an attendee.
 * Dates are relative to `now`, so the demo is always upcoming on a fresh start.
 */
export async function seedDemo(db: Db, { now = new Date(), brand = 'Hallway' }: { now?: Date; brand?: string } = {}): Promise<void> {
  const firstDay = zonedDateAfter(now, 7, timeZone);
  const lastYear = zonedDateAfter(now, -120, timeZone);
  await db.transaction(async (tx) => {
    // Instances starting together on one empty PostgreSQL take turns, so the programme is inserted once.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    await tx
      .insert(events)
      .values([
        {
          id: demoEventId,
          name: 'Hallway Demo Conference',
          description:
            'Two days of talks, workshops and hallway conversations about running events that keep working when the venue Wi-Fi does not. This is demo data: join it, look around, and try the app offline.',
          venue: 'Metro Toronto Convention Centre, 255 Front St W, Toronto',
          timeZone,
          startsAt: at(firstDay, 0, '08:30'),
          endsAt: at(firstDay, 1, '17:00'),
          joinPolicy: 'open',
          published: true,
          enableSchedule: true,
          enableAttendeeList: true,
          enableActivities: true,
          enableBingo: true,
          enablePosts: true,
          enableAlbum: true,
          enableExhibitors: true,
          enableFeedback: true,
          // Left off on purpose, so the menu shows that features follow the event's switches.
          enableSponsors: false,
        },
        {
          id: pastDemoEventId,
          name: 'Hallway Community Meetup (past)',
          description: 'An evening of lightning talks from last season. It has ended; it stays here as an example of a past event.',
          venue: 'Centre for Social Innovation, 192 Spadina Ave, Toronto',
          timeZone,
          startsAt: at(lastYear, 0, '18:00'),
          endsAt: at(lastYear, 0, '21:00'),
          joinPolicy: 'open',
          published: true,
          enableSchedule: true,
          enableAttendeeList: true,
          enablePosts: true,
        },
      ])
      .onConflictDoNothing({ target: events.id });

    const [existingProgram] = await tx.select({ total: count() }).from(programItems).where(eq(programItems.eventId, demoEventId));
    if ((existingProgram?.total ?? 0) === 0) {
      await tx.insert(programItems).values(
        demoSessions.map((session) => ({
          eventId: demoEventId,
          title: session.title,
          description: session.description,
          room: session.room,
          track: session.track,
          startsAt: at(firstDay, session.day, session.start),
          endsAt: at(firstDay, session.day, session.end),
        })),
      );
    }
  });

  const accountId = await ensureDemoAccount(db, brand);
  await db
    .insert(eventMembers)
    .values({ eventId: demoEventId, accountId, role: 'attendee' })
    .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.accountId] });
}

async function ensureDemoAccount(db: Db, brand: string): Promise<string> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, demoCredentials.email));
  if (existing) return existing.id;
  const passwordHash = await hashPassword(demoCredentials.password);
  const [created] = await db
    .insert(accounts)
    .values({ email: demoCredentials.email, firstName: demoCredentials.firstName, lastName: demoCredentials.lastName, passwordHash })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  if (created) {
    // Straight into the table: nobody can be listening yet, and the bell has something true to show.
    await db.insert(notifications).values({
      accountId: created.id,
      topicName: 'welcome',
      payload: { title: `Welcome to ${brand}`, body: 'This is the demo account. Open the Hallway Demo Conference from Events.' },
    });
    return created.id;
  }
  // Another instance created it between our read and our insert.
  const [raced] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, demoCredentials.email));
  if (!raced) throw new Error('Demo account could not be created');
  return raced.id;
}
