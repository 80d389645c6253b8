// Runs on both databases: two answers at once race on a pool of connections on PostgreSQL (row locks), one connection on PGlite.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '#server/db/schema/meetings.ts';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { answerMeeting, createMeetingScene, requested, requestMeeting, type MeetingScene } from '../helpers/meeting-scene.ts';

// No one is booked twice and no table holds more meetings than its capacity, however the answers
// arrive: here they are sent at once, several rounds, so that on PostgreSQL they really overlap.

let t: TestServer;
let scene: MeetingScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createMeetingScene(t);
});
afterAll(() => t.stop());

const rounds = ['10:00', '10:20', '10:40', '11:00', '11:20'];

async function acceptedAt(accountId: string, startsAt: number): Promise<number> {
  const rows = await t.db
    .select({ id: meetings.id, requesterId: meetings.requesterId, recipientId: meetings.recipientId })
    .from(meetings)
    .where(and(eq(meetings.eventId, scene.eventId), eq(meetings.state, 'accepted'), eq(meetings.startsAt, new Date(startsAt * 1000))));
  return rows.filter((row) => row.requesterId === accountId || row.recipientId === accountId).length;
}

describe('double booking', () => {
  it('books a person once when they accept two requests for the same time at once; the second is told why and offered other times', async () => {
    for (const time of rounds) {
      const slot = scene.at(0, time);
      const [host, first, second] = [await scene.attendee('Host'), await scene.attendee('First'), await scene.attendee('Second')];
      const a = await requested(t, scene, first, host, [slot]);
      const b = await requested(t, scene, second, host, [slot]);
      const answers = await Promise.all([answerMeeting(t, scene, host, 'accept', a.id, { slot }), answerMeeting(t, scene, host, 'accept', b.id, { slot })]);
      const won = answers.filter((answer) => !answer.error);
      const lost = answers.filter((answer) => answer.error);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.error!.data.code).toBe('CONFLICT');
      expect(lost[0]!.error!.data.reason).toBe('MEETING_SLOT_TAKEN');
      expect(lost[0]!.error!.message).toMatch(/another meeting/);
      const offered = lost[0]!.error!.data.freeSlots ?? [];
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(slot);
      expect(await acceptedAt(host.account.id, slot)).toBe(1);
    }
  });

  it('lets only one of two devices of the same person accept a request, whichever time each picked', async () => {
    const [host, guest] = [await scene.attendee('Host'), await scene.attendee('Guest')];
    const slots = [scene.at(0, '14:00'), scene.at(0, '14:20')];
    const meeting = await requested(t, scene, guest, host, slots);
    const answers = await Promise.all(slots.map((slot) => answerMeeting(t, scene, host, 'accept', meeting.id, { slot })));
    expect(answers.filter((answer) => !answer.error)).toHaveLength(1);
    expect(answers.find((answer) => answer.error)!.error!.data.code).toBe('CONFLICT');
    const [row] = await t.db.select({ state: meetings.state }).from(meetings).where(eq(meetings.id, meeting.id));
    expect(row!.state).toBe('accepted');
  });

  it('keeps one open request between two people when each asks the other at once', async () => {
    for (let round = 0; round < 5; round++) {
      const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
      const answers = await Promise.all([requestMeeting(t, scene, ana, ben, [scene.at(1, '10:20')]), requestMeeting(t, scene, ben, ana, [scene.at(1, '10:40')])]);
      expect(answers.filter((answer) => !answer.error)).toHaveLength(1);
      expect(answers.find((answer) => answer.error)!.error!.data.code).toBe('CONFLICT');
    }
  });

  it('never seats more meetings at a table than its capacity when pairs accept the same time at once', async () => {
    // One table for one meeting: of three pairs answering at once, one is seated, two are refused.
    expect((await scene.settings({ tables: [{ number: 7, capacity: 1 }] })).error).toBeUndefined();
    const slot = scene.at(0, '15:00');
    const pairs = [];
    for (let index = 0; index < 3; index++) pairs.push([await scene.attendee(`Asker${index}`), await scene.attendee(`Answerer${index}`)] as const);
    const requests: Meeting[] = [];
    for (const [asker, answerer] of pairs) requests.push(await requested(t, scene, asker, answerer, [slot]));
    const answers = await Promise.all(pairs.map(([, answerer], index) => answerMeeting(t, scene, answerer, 'accept', requests[index]!.id, { slot })));
    const won = answers.filter((answer) => !answer.error);
    expect(won).toHaveLength(1);
    expect(won[0]!.data.tableNumber).toBe(7);
    for (const answer of answers.filter((one) => one.error)) {
      expect(answer.error!.data.reason).toBe('MEETING_SLOT_TAKEN');
      expect(answer.error!.message).toMatch(/every meeting table is taken/);
      expect(answer.error!.data.freeSlots).not.toContain(slot);
    }
    const seated = await t.db.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.eventId, scene.eventId), eq(meetings.state, 'accepted'), eq(meetings.tableNumber, 7)));
    expect(seated).toHaveLength(1);
  });
});
