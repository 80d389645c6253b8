import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { activities } from '../db/schema/activities.ts';
import { activityScans } from '../db/schema/activity-scans.ts';
import { activitySettings } from '../db/schema/activity-settings.ts';
import { eventMembers } from '../db/schema/event-members.ts';
import { events } from '../db/schema/events.ts';

// Activities on the demo conference, open for the whole event, so a newcomer can print the cards
// (/cards?event=… as the organizer) and scan one with a second phone; some demo people have
// points already, so the leaderboard has a top. The demo roles' own accounts have none.

const demoActivities = [
  { name: 'Visit the sponsor hall', description: 'Find the card at the information desk of the sponsor hall.', location: 'Hall B', points: 10, perPersonLimit: 1 },
  { name: 'Ask a question in a talk', description: 'Ask a question in any session, then scan the card at the room door.', location: 'Every room', points: 20, perPersonLimit: 3 },
  { name: 'Find the offline robot', description: 'It hides somewhere near the coffee. It works without Wi-Fi, like this app.', location: 'Somewhere on level 2', points: 30, perPersonLimit: 1 },
  { name: 'Coffee with a stranger', description: 'Have a coffee with someone you did not know, then scan the card at the coffee bar.', location: 'Coffee bar', points: 5, perPersonLimit: 5 },
  { name: 'Join the evening walk', description: 'The walk leaves from the main entrance after the last talk of day one.', location: 'Main entrance', points: 25, perPersonLimit: 1 },
];

/** Points already earned: [member index, activity index] pairs. */
const demoScans: Array<[number, number]> = [
  [0, 0], [0, 2], [0, 1], [1, 0], [1, 3], [1, 3], [2, 2], [3, 0], [3, 1], [4, 3],
];

/** Idempotent: an event that already has activities is left as it is. */
export async function seedDemoActivities(db: Db, { eventId, creatorAccountId }: { eventId: string; creatorAccountId: string | null }): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(activities).where(eq(activities.eventId, eventId));
  if ((existing?.total ?? 0) > 0) return;
  const [event] = await db.select({ startsAt: events.startsAt, endsAt: events.endsAt }).from(events).where(eq(events.id, eventId));
  if (!event) return;
  const players = await db
    .select({ accountId: eventMembers.accountId })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .where(sql`${eventMembers.eventId} = ${eventId} and ${accounts.email} not like '%@hallway.test'`)
    .orderBy(asc(accounts.email))
    .limit(5);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(activities)
      .values(demoActivities.map((activity) => ({ ...activity, eventId, startsAt: event.startsAt, endsAt: event.endsAt, createdBy: creatorAccountId })))
      .returning();
    await tx
      .insert(activitySettings)
      .values({ eventId, prizeText: 'The ten people with the most points by the closing keynote win a Hallway hoodie: collect yours at the information desk.' })
      .onConflictDoNothing();
    const scans = demoScans.flatMap(([player, activity], index) => {
      const accountId = players[player]?.accountId;
      const row = rows[activity];
      if (!accountId || !row) return [];
      const at = new Date(event.startsAt.getTime() + (index + 1) * 20 * 60_000);
      return [{ eventId, activityId: row.id, accountId, idempotencyKey: `demo-activity-${index}`, points: row.points, scannedAt: at, deviceScannedAt: at, receivedAt: at }];
    });
    if (scans.length > 0) await tx.insert(activityScans).values(scans);
  });
}
