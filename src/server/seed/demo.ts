import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema/events.ts';
import { programItems } from '../db/schema/program-items.ts';
import { organizations } from '../db/schema/organizations.ts';
import { seedDemoMemberships } from './demo-memberships.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';
import { seedDemoFeedback } from './demo-feedback.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoPolls } from './demo-polls.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedDemoBingo } from './demo-bingo.ts';
import { demoStandNames, seedDemoExhibitors } from './demo-exhibitors.ts';
import { demoSponsorNames, seedDemoSponsors } from './demo-sponsors.ts';
import { seedLogos } from './demo-logos.ts';
import { seedDemoAlbum } from './demo-album.ts';
import type { UploadStorage } from '../services/uploads/storage.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoQuestions } from './demo-questions.ts';
import { demoSessions } from './demo-program.ts';
import { everyFeatureOn } from './every-feature-on.ts';
import { writeSessions } from './write-sessions.ts';
import { zonedDateAfter, zonedTimeToDate } from '../services/zoned-time.ts';

// Fixed ids make the seed idempotent: a second run finds the rows and inserts nothing.
export const demoEventId = '5eed0000-0000-4000-8000-000000000001';
export const pastDemoEventId = '5eed0000-0000-4000-8000-000000000002';
const demoOrganizationId = '5eed0000-0000-4000-8000-000000000010';
export const demoOrganizationHandle = 'hallway-demo';
const timeZone = 'America/Toronto';
const seedLockKey = 7_340_212;

function at(date: { year: number; month: number; day: number }, dayOffset: number, time: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  const base = zonedTimeToDate({ ...date, hour: 12 }, timeZone);
  const day = zonedDateAfter(base, dayOffset, timeZone);
  return zonedTimeToDate({ ...day, hour: hour ?? 0, minute: minute ?? 0 }, timeZone);
}

async function hasAnyEvent(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(events);
  return (row?.total ?? 0) > 0;
}

/**
 * Seed at start when the database is empty, or when it holds a demo from before
 * organizations existed (the demo event without an organization): that demo is upgraded in
 * place with its organization and role accounts. A database with real events only is left alone.
 */
export async function needsDemoSeed(db: Db): Promise<boolean> {
  if (!(await hasAnyEvent(db))) return true;
  const [orphan] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, demoEventId), isNull(events.organizationId)))
    .limit(1);
  return orphan !== undefined;
}

/**
 * Seeds the demo: Hallway Demo Org owning an open, published two-day conference a week
 * from now with a programme outline, one past event, and one account per role
 * (demo-credentials.ts). Dates are relative to `now`, so the demo is always upcoming on a
 * fresh start. Idempotent, and it upgrades a demo seeded before organizations existed.
 */
export async function seedDemo(db: Db, { now = new Date(), brand = 'Hallway', storage }: { now?: Date; brand?: string; /** Where the album's photos and the logos go; without it the album stays empty and stands have no logo. */ storage?: UploadStorage } = {}): Promise<void> {
  const firstDay = zonedDateAfter(now, 7, timeZone);
  const lastYear = zonedDateAfter(now, -120, timeZone);
  await db.transaction(async (tx) => {
    // Instances starting together on one empty PostgreSQL take turns, so the programme is inserted once.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    await tx
      .insert(organizations)
      .values({
        id: demoOrganizationId,
        handle: demoOrganizationHandle,
        name: 'Hallway Demo Org',
        description: 'The organization behind the demo conference. Sign in as its organizer to try the event console.',
      })
      .onConflictDoNothing();
    await tx
      .insert(events)
      .values([
        {
          id: demoEventId,
          organizationId: demoOrganizationId,
          name: 'Hallway Demo Conference',
          description:
            'Two days of talks, workshops and hallway conversations about running events that keep working when the venue Wi-Fi does not. This is demo data: join it, look around, and try the app offline.',
          venue: 'Metro Toronto Convention Centre',
          address: '255 Front St W, Toronto, ON M5V 2W6',
          timeZone,
          themePrimary: 'purple',
          themeGray: 'cool-gray',
          startsAt: at(firstDay, 0, '08:30'),
          endsAt: at(firstDay, 1, '17:00'),
          joinPolicy: 'open',
          published: true,
          // Every feature on, so a newcomer sees them all; the past meetup shows an event with few.
          ...everyFeatureOn,
        },
        {
          id: pastDemoEventId,
          organizationId: demoOrganizationId,
          name: 'Hallway Community Meetup (past)',
          description: 'An evening of lightning talks from last season. It has ended; it stays here as an example of a past event.',
          venue: 'Centre for Social Innovation',
          address: '192 Spadina Ave, Toronto, ON M5T 2C2',
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
    // A demo seeded before organizations existed: give its events to the demo organization.
    await tx
      .update(events)
      .set({ organizationId: demoOrganizationId })
      .where(and(inArray(events.id, [demoEventId, pastDemoEventId]), isNull(events.organizationId)));

    const [existingProgram] = await tx.select({ total: count() }).from(programItems).where(eq(programItems.eventId, demoEventId));
    if ((existingProgram?.total ?? 0) === 0) {
      // Speakers are linked once their accounts exist (demo-memberships.ts, demo-people.ts).
      await writeSessions(
        tx,
        demoEventId,
        demoSessions.map(({ day, start, end, ...session }) => ({ ...session, startsAt: at(firstDay, day, start), endsAt: at(firstDay, day, end), speakerIds: [] })),
      );
    }
  });

  const accountIds = await ensureDemoAccounts(db, brand);
  await seedDemoMemberships(db, { accountIds, eventId: demoEventId, organizationId: demoOrganizationId });
  await seedDemoPeople(db, { eventId: demoEventId, roleAccountIds: accountIds });
  await seedDemoPosts(db, { eventId: demoEventId, authorAccountId: accountIds.get('organizer@hallway.test') ?? null, now });
  await seedDemoQuestions(db, { eventId: demoEventId });
  await seedDemoFeedback(db, { pastEventId: pastDemoEventId });
  await seedDemoPolls(db, { eventId: demoEventId, creatorAccountId: accountIds.get('organizer@hallway.test') ?? null });
  await seedDemoActivities(db, { eventId: demoEventId, creatorAccountId: accountIds.get('organizer@hallway.test') ?? null });
  await seedDemoBingo(db, { eventId: demoEventId });
  await seedDemoExhibitors(db, { eventId: demoEventId });
  await seedDemoSponsors(db, { eventId: demoEventId });
  await seedDemoMeetings(db, { eventId: demoEventId, now });
  if (storage) await seedDemoAlbum(db, storage, { eventId: demoEventId, uploaderIds: [...accountIds.values()], likerIds: [...accountIds.values()], now });
  const organizerId = accountIds.get('organizer@hallway.test');
  if (storage && organizerId) await seedLogos(db, storage, { eventId: demoEventId, accountId: organizerId, names: [...demoStandNames, ...demoSponsorNames], now });
}
