import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '#server/db/schema/meetings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { sendMeetingReminders } from '#server/services/meetings/meeting-reminders.ts';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { answerMeeting, createMeetingScene, newKey, requested, requestMeeting, type MeetingScene } from '../helpers/meeting-scene.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A request goes from one attendee to another and back: each step tells the other person, and
// every write applies once per idempotency key, as the outbox replays them.

let t: TestServer;
let scene: MeetingScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createMeetingScene(t);
});
afterAll(() => t.stop());

const topicsOf = async (accountId: string) =>
  (await t.db.select({ topic: notifications.topicName, payload: notifications.payload }).from(notifications).where(eq(notifications.accountId, accountId))).filter((row) => row.topic.startsWith('meeting_'));
const mine = async (who: { token: string }) =>
  (await t.api.query<{ received: Meeting[]; sent: Meeting[]; upcoming: Meeting[]; past: Meeting[] }>('meetings.mine', { eventId: scene.eventId }, { token: who.token })).data;

describe('a meeting from request to "We met"', () => {
  it('request, accept: both people see it with its time and table, and each step notifies the other', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const slots = [scene.at(0, '10:20'), scene.at(0, '14:00')];
    const meeting = await requested(t, scene, ana, ben, slots);
    expect(meeting).toMatchObject({ state: 'pending', direction: 'sent', proposedByMe: true, proposedSlots: slots, message: 'Coffee?' });
    // Each side is named by the event's attendeeId (decision 0092), the one their page is found by.
    expect(meeting.other).toMatchObject({ accountId: ben.account.id, attendeeId: ben.attendeeId, firstName: 'Ben' });
    expect((await mine(ben)).received.map((one) => [one.id, one.other.attendeeId])).toEqual([[meeting.id, ana.attendeeId]]);
    expect((await mine(ana)).sent.map((one) => one.id)).toEqual([meeting.id]);
    const [asked] = await topicsOf(ben.account.id);
    expect(asked?.topic).toBe('meeting_requested');
    expect(asked?.payload).toMatchObject({ title: 'Ana Attendee would like to meet', eventId: scene.eventId, programUrl: `/event/${scene.eventId}/meetings#${meeting.id}` });

    // Ana cannot answer her own times.
    expect((await answerMeeting(t, scene, ana, 'accept', meeting.id, { slot: slots[0] })).error?.data.code).toBe('CONFLICT');
    // Ben picks a time that was not proposed: refused, nothing changes.
    expect((await answerMeeting(t, scene, ben, 'accept', meeting.id, { slot: scene.at(0, '11:00') })).error?.data.code).toBe('BAD_REQUEST');

    const accepted = await answerMeeting(t, scene, ben, 'accept', meeting.id, { slot: slots[1] });
    expect(accepted.error).toBeUndefined();
    expect(accepted.data).toMatchObject({ state: 'accepted', direction: 'received', startsAt: slots[1], endsAt: slots[1]! + 1200, tableNumber: 1, place: 'Lounge, table 1' });
    expect((await mine(ana)).upcoming.map((one) => [one.id, one.tableNumber])).toEqual([[meeting.id, 1]]);
    expect((await topicsOf(ana.account.id)).map((row) => row.topic)).toEqual(['meeting_accepted']);
  });

  it('puts accepted meetings in both people’s calendar feeds, with place and time', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const meeting = await requested(t, scene, ana, ben, [scene.at(1, '10:00')]);
    expect((await answerMeeting(t, scene, ben, 'accept', meeting.id, { slot: scene.at(1, '10:00') })).error).toBeUndefined();
    for (const who of [ana, ben]) {
      const agenda = await t.api.query<{ feedUrl: string }>('schedule.agenda', { eventId: scene.eventId }, { token: who.token });
      const feed = await (await t.api.fetch(new URL(agenda.data.feedUrl).pathname)).text();
      const other = who === ana ? 'Ben' : 'Ana';
      expect(feed).toContain(`SUMMARY:Meeting with ${other} Attendee`);
      expect(feed).toContain('LOCATION:Lounge\\, table 1');
      expect(feed).toContain(`DTSTART:${new Date(scene.at(1, '10:00') * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    }
  });

  it('propose other times, then decline with a reason; a cancel and a reschedule free the booked time', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const meeting = await requested(t, scene, ana, ben, [scene.at(0, '10:40')]);
    const proposed = await answerMeeting(t, scene, ben, 'propose', meeting.id, { slots: [scene.at(0, '15:00')], message: 'Afternoon?' });
    expect(proposed.data).toMatchObject({ state: 'pending', proposedByMe: true, proposedSlots: [scene.at(0, '15:00')] });
    expect((await topicsOf(ana.account.id)).map((row) => row.topic)).toEqual(['meeting_proposed']);
    // Now it is Ana's turn: she declines, with a reason Ben reads.
    const declined = await answerMeeting(t, scene, ana, 'decline', meeting.id, { reason: 'Flying home early' });
    expect(declined.data).toMatchObject({ state: 'declined', declineReason: 'Flying home early' });
    expect((await topicsOf(ben.account.id)).map((row) => [row.topic, row.payload?.body])).toContainEqual(['meeting_declined', 'Flying home early']);

    // Booked, then rescheduled: the first time is free again for others at once.
    const again = await requested(t, scene, ana, ben, [scene.at(0, '15:20')]);
    expect((await answerMeeting(t, scene, ben, 'accept', again.id, { slot: scene.at(0, '15:20') })).error).toBeUndefined();
    const moved = await answerMeeting(t, scene, ana, 'reschedule', again.id, { slots: [scene.at(0, '16:00')], message: '' });
    expect(moved.data).toMatchObject({ state: 'pending', startsAt: null, tableNumber: null, proposedByMe: true, message: 'Coffee?' });
    const free = await t.api.query<{ slots: number[] }>('meetings.freeSlots', { eventId: scene.eventId, attendeeId: ben.attendeeId }, { token: ana.token });
    expect(free.data.slots).toContain(scene.at(0, '15:20'));
    const cancelled = await answerMeeting(t, scene, ben, 'cancel', again.id, { reason: '' });
    expect(cancelled.data).toMatchObject({ state: 'cancelled', cancelledByMe: true });
    expect((await topicsOf(ana.account.id)).map((row) => row.topic)).toContain('meeting_cancelled');
    expect((await answerMeeting(t, scene, ana, 'accept', again.id, { slot: scene.at(0, '16:00') })).error?.data.code).toBe('CONFLICT');
    expect((await mine(ana)).past.map((one) => one.id).sort()).toEqual([meeting.id, again.id].sort());
  });

  it('"We met" only once the meeting’s time has come; counts show held meetings and no-shows', async () => {
    const [ana, ben, cy, dee] = [await scene.attendee('Ana'), await scene.attendee('Ben'), await scene.attendee('Cy'), await scene.attendee('Dee')];
    const slot = scene.at(1, '10:40');
    const held = await requested(t, scene, ana, ben, [slot]);
    const missed = await requested(t, scene, cy, dee, [slot]);
    expect((await answerMeeting(t, scene, ben, 'accept', held.id, { slot })).error).toBeUndefined();
    expect((await answerMeeting(t, scene, dee, 'accept', missed.id, { slot })).error).toBeUndefined();
    expect((await answerMeeting(t, scene, ana, 'markMet', held.id)).error?.data.code).toBe('PRECONDITION_FAILED');

    const toStart = slot - Math.floor(Date.now() / 1000) + 60;
    t.clock.advance(toStart);
    try {
      const met = await answerMeeting(t, scene, ana, 'markMet', held.id);
      expect(met.data.heldAt).not.toBeNull();
      t.clock.advance(3600);
      const counts = await t.api.query<Record<string, number>>('meetings.counts', { eventId: scene.eventId }, { token: scene.organizer.token });
      expect(counts.data.held).toBeGreaterThanOrEqual(1);
      expect(counts.data.noShows).toBeGreaterThanOrEqual(1);
      const [row] = await t.db.select({ heldAt: meetings.heldAt }).from(meetings).where(eq(meetings.id, missed.id));
      expect(row!.heldAt).toBeNull();
      expect((await mine(ana)).past.map((one) => one.id)).toContain(held.id);
    } finally {
      t.clock.advance(-toStart - 3600);
    }
  });

  it('the table plan lists accepted meetings by time, with tables and both names', async () => {
    const plan = await t.api.query<{ placeKind: string; slots: Array<{ startsAt: number; meetings: Array<{ tableNumber: number | null; people: string[]; held: boolean }> }> }>(
      'meetings.tablePlan',
      { eventId: scene.eventId },
      { token: scene.organizer.token },
    );
    expect(plan.data.placeKind).toBe('tables');
    const starts = plan.data.slots.map((slot) => slot.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const at1040 = plan.data.slots.find((slot) => slot.startsAt === scene.at(1, '10:40'));
    expect(at1040?.meetings.map((one) => one.tableNumber)).toEqual([1, 2]);
    expect(at1040?.meetings[0]?.people).toEqual(['Ana Attendee', 'Ben Attendee']);
    // Ana marked the first "We met"; the second pair never did: a no-show the organizer can see.
    expect(at1040?.meetings.map((one) => one.held)).toEqual([true, false]);
  });
});

describe('offline writes apply once', () => {
  it('a replayed request answers the same meeting and notifies once; the key reused for another request is CONFLICT', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const key = newKey();
    const first = await requestMeeting(t, scene, ana, ben, [scene.at(0, '11:20')], key);
    const replay = await requestMeeting(t, scene, ana, ben, [scene.at(0, '11:20')], key);
    expect(replay.data.id).toBe(first.data.id);
    const rows = await t.db.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.requesterId, ana.account.id), eq(meetings.recipientId, ben.account.id)));
    expect(rows).toHaveLength(1);
    expect(await topicsOf(ben.account.id)).toHaveLength(1);
    const reused = await requestMeeting(t, scene, ana, ben, [scene.at(0, '11:40')], key);
    expect(reused.error?.data.code).toBe('CONFLICT');
    // A second request between the two while one is open: refused (answer or cancel it first).
    expect((await requestMeeting(t, scene, ben, ana, [scene.at(0, '11:40')])).error?.data.code).toBe('CONFLICT');
  });

  it('a replayed accept answers the meeting as it is now and notifies once', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const slot = scene.at(0, '16:20');
    const meeting = await requested(t, scene, ana, ben, [slot]);
    const key = newKey();
    const accepted = await answerMeeting(t, scene, ben, 'accept', meeting.id, { slot }, key);
    expect(accepted.error).toBeUndefined();
    await answerMeeting(t, scene, ana, 'cancel', meeting.id, { reason: '' });
    const replay = await answerMeeting(t, scene, ben, 'accept', meeting.id, { slot }, key);
    expect(replay.error).toBeUndefined();
    expect(replay.data.state).toBe('cancelled');
    expect((await topicsOf(ana.account.id)).map((row) => row.topic)).toEqual(['meeting_accepted']);
  });
});

describe('reminders', () => {
  it('reminds both people once, ten minutes before, with the place', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const slot = scene.at(0, '16:40');
    const meeting = await requested(t, scene, ana, ben, [slot]);
    expect((await answerMeeting(t, scene, ben, 'accept', meeting.id, { slot })).error).toBeUndefined();
    const toReminder = slot - 8 * 60 - Math.floor(Date.now() / 1000);
    t.clock.advance(toReminder);
    try {
      expect(await sendMeetingReminders(t.server.deps)).toBeGreaterThanOrEqual(2);
      expect(await sendMeetingReminders(t.server.deps)).toBe(0);
      for (const who of [ana, ben]) {
        const reminders = (await topicsOf(who.account.id)).filter((row) => row.topic === 'meeting_reminder');
        expect(reminders).toHaveLength(1);
        expect(reminders[0]?.payload?.title).toMatch(/^Your meeting with (Ana|Ben) Attendee starts at 16:40$/);
        expect(reminders[0]?.payload?.body).toBe('At Lounge, table 1. Then tap "We met".');
      }
    } finally {
      t.clock.advance(-toReminder);
    }
  });
});
