import { count, eq, inArray } from 'drizzle-orm';
import { localDateOf, partsOfDate } from '#shared/rules/meeting-slots.ts';
import { wallTimeToInstant } from '#shared/rules/wall-clock.ts';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { events } from '../db/schema/events.ts';
import { meetingSettings } from '../db/schema/meeting-settings.ts';
import { meetings } from '../db/schema/meetings.ts';

// 1:1 meetings on the demo conference: windows on both days, eight tables in the meeting lounge,
// and a few meetings around the demo attendee (one to answer, one sent, one accepted), plus one
// between two speakers, so the Meetings page and the console's counts and table plan show something.

const windowsOf = (first: string, last: string) => [
  { date: first, from: '10:30', to: '12:00' },
  { date: first, from: '14:00', to: '16:00' },
  { date: last, from: '10:30', to: '12:00' },
  { date: last, from: '14:00', to: '16:00' },
];
const tables = Array.from({ length: 8 }, (_, index) => ({ number: index + 1, capacity: index === 7 ? 2 : 1 }));

/** Idempotent: an event whose meetings were set up already is left as it is. */
export async function seedDemoMeetings(db: Db, { eventId, now }: { eventId: string; now: Date }): Promise<void> {
  const [event] = await db.select({ startsAt: events.startsAt, endsAt: events.endsAt, timeZone: events.timeZone }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return;
  const [existing] = await db.select({ total: count() }).from(meetingSettings).where(eq(meetingSettings.eventId, eventId));
  if ((existing?.total ?? 0) > 0) return;
  const first = localDateOf(Math.floor(event.startsAt.getTime() / 1000), event.timeZone);
  const last = localDateOf(Math.floor(event.endsAt.getTime() / 1000), event.timeZone);
  await db.insert(meetingSettings).values({ eventId, windows: windowsOf(first, last), slotMinutes: 20, placeKind: 'tables', areaName: 'Meeting lounge (level 2)', tables, dailyRequestLimit: 10 });

  const emails = ['demo@hallway.test', 'priya.sharma@people.hallway.test', 'mei.chen@people.hallway.test', 'jonas.berg@people.hallway.test', 'amara.okafor@people.hallway.test', 'kenji.ito@people.hallway.test'];
  const people = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
  const id = new Map(people.map((person) => [person.email.split('@')[0]!.split('.')[0]!, person.id]));
  const [demo, priya, mei, jonas, amara, kenji] = ['demo', 'priya', 'mei', 'jonas', 'amara', 'kenji'].map((name) => id.get(name));
  if (!demo || !priya || !mei || !jonas || !amara || !kenji) return;
  const at = (date: string, time: string) => {
    const [hour, minute] = time.split(':').map(Number);
    return Math.floor(wallTimeToInstant({ ...partsOfDate(date)!, hour: hour!, minute: minute! }, event.timeZone) / 1000);
  };
  const booked = (start: number) => ({ startsAt: new Date(start * 1000), endsAt: new Date((start + 20 * 60) * 1000) });
  const base = { eventId, requestedAt: now, createdAt: now, updatedAt: now };
  await db.insert(meetings).values([
    { ...base, requesterId: priya, recipientId: demo, proposedBy: priya, proposedSlots: [at(first, '10:50'), at(first, '14:20')], message: 'Would love to compare notes on offline-first apps and hiring.' },
    { ...base, requesterId: demo, recipientId: jonas, proposedBy: demo, proposedSlots: [at(last, '10:30'), at(last, '14:00')], message: 'Your beta sounds interesting: coffee?' },
    { ...base, requesterId: mei, recipientId: demo, proposedBy: mei, proposedSlots: [at(first, '11:10')], state: 'accepted', ...booked(at(first, '11:10')), tableNumber: 1, place: 'Meeting lounge (level 2), table 1', message: 'Design feedback swap?' },
    { ...base, requesterId: amara, recipientId: kenji, proposedBy: amara, proposedSlots: [at(last, '14:20')], state: 'accepted', ...booked(at(last, '14:20')), tableNumber: 1, place: 'Meeting lounge (level 2), table 1' },
  ]);
}
