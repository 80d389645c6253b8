// Runs on both databases: three job runs at once must notify once (row locks).
import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { sendSessionFeedbackNotices } from '#server/services/feedback/session-feedback-notices.ts';
import { insertAccount } from '../factories/invitations.ts';
import { insertProgramItem } from '../factories/events.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { addSpeaker, addToAgenda, checkIn, feedbackEvent, joinAs } from './scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const hour = 3_600_000;
const run = () => sendSessionFeedbackNotices(t.server.deps);

/** The person's session_feedback notifications about this one session (the scene's other sessions end too). */
async function noticesFor(accountId: string, programId: string) {
  const rows = await t.db
    .select({ topicName: notifications.topicName, payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.topicName, 'session_feedback')));
  return rows.filter((row) => row.payload?.programId === programId);
}

/** A session ending in half an hour, and who stands where towards it. */
async function endingSession(overrides: Parameters<typeof feedbackEvent>[1] = {}) {
  const scene = await feedbackEvent(t, overrides);
  const now = t.clock.now().getTime();
  const programId = await insertProgramItem(t.db, scene.eventId, { title: 'Closing keynote', startsAt: new Date(now - hour), endsAt: new Date(now + hour / 2) });
  const agendaOnly = await joinAs(t, scene.eventId, 'attendee', 'Agnes');
  const checkedInOnly = await joinAs(t, scene.eventId, 'attendee', 'Chen');
  const both = await joinAs(t, scene.eventId, 'attendee', 'Bo');
  const undone = await joinAs(t, scene.eventId, 'attendee', 'Uma');
  const neither = await joinAs(t, scene.eventId, 'attendee', 'Nell');
  const speaker = await joinAs(t, scene.eventId, 'speaker', 'Sam');
  const door = scene.organizer.account.id;
  await addToAgenda(t, scene.eventId, programId, agendaOnly.account.id);
  await addToAgenda(t, scene.eventId, programId, both.account.id);
  await addToAgenda(t, scene.eventId, programId, speaker.account.id);
  await checkIn(t, scene.eventId, checkedInOnly.account.id, door);
  await checkIn(t, scene.eventId, both.account.id, door);
  await checkIn(t, scene.eventId, both.account.id, door);
  await checkIn(t, scene.eventId, speaker.account.id, door);
  await checkIn(t, scene.eventId, undone.account.id, door, { undone: true });
  await addSpeaker(t, programId, speaker.attendeeId);
  return { ...scene, programId, agendaOnly, checkedInOnly, both, undone, neither, speaker };
}

/** Moves the server's clock past the session's end, runs `during`, and moves it back. */
async function afterTheEnd(during: () => Promise<void>) {
  t.clock.advance(3600);
  try {
    await during();
  } finally {
    t.clock.advance(-3600);
  }
}

describe('session_feedback notifications', () => {
  it('go out when a session ends, once to each person who had it in their agenda or was checked in, with the rating link', async () => {
    const scene = await endingSession();
    await run();
    expect(await noticesFor(scene.agendaOnly.account.id, scene.programId)).toEqual([]);
    await afterTheEnd(async () => {
      await run();
      await run();
    });
    const expected = {
      topicName: 'session_feedback',
      payload: {
        programTitle: 'Closing keynote',
        programUrl: `/event/${scene.eventId}/program/${scene.programId}#rate`,
        eventId: scene.eventId,
        programId: scene.programId,
      },
    };
    for (const person of [scene.agendaOnly, scene.checkedInOnly, scene.both]) {
      expect(await noticesFor(person.account.id, scene.programId)).toEqual([expected]);
    }
    // Nothing for someone with neither reason, an undone check-in, or the session's own speaker.
    for (const person of [scene.neither, scene.undone, scene.speaker]) {
      expect(await noticesFor(person.account.id, scene.programId)).toEqual([]);
    }
  });

  it('go out once even when several instances run the job at the same moment', async () => {
    const scene = await endingSession();
    await afterTheEnd(async () => {
      await Promise.all([run(), run(), run()]);
    });
    expect(await noticesFor(scene.both.account.id, scene.programId)).toHaveLength(1);
  });

  it('go out late for a session that ended while no server ran, and never again after a restart', async () => {
    const scene = await endingSession();
    t.clock.advance(5 * 3600);
    try {
      await run();
      // A restarted process keeps nothing in memory: only the marker in the database stops a second round.
      const restarted = { db: t.db, bus: t.server.deps.bus, clock: { now: () => t.clock.now() } };
      expect(await sendSessionFeedbackNotices(restarted)).toBe(0);
    } finally {
      t.clock.advance(-5 * 3600);
    }
    expect(await noticesFor(scene.agendaOnly.account.id, scene.programId)).toHaveLength(1);
  });

  it('do not go out when feedback is switched off', async () => {
    const scene = await endingSession({ enableFeedback: false });
    await afterTheEnd(async () => {
      await run();
    });
    expect(await noticesFor(scene.both.account.id, scene.programId)).toEqual([]);
  });

  it('do not go out for sessions that ended more than a day ago (feedback switched on after the event)', async () => {
    const scene = await endingSession();
    t.clock.advance(25 * 3600);
    try {
      await run();
    } finally {
      t.clock.advance(-25 * 3600);
    }
    expect(await noticesFor(scene.both.account.id, scene.programId)).toEqual([]);
  });

  it('reach the person’s open notification stream as a session_feedback item', async () => {
    const scene = await endingSession();
    const stranger = await insertAccount(t.db);
    await afterTheEnd(async () => {
      expect(await run()).toBeGreaterThanOrEqual(3);
    });
    const list = await t.api.query<{ items: Array<{ topicName: string; payload: { programId: string } }> }>('notification.list', {}, { token: scene.both.token });
    expect(list.data.items.filter((item) => item.topicName === 'session_feedback' && item.payload.programId === scene.programId)).toHaveLength(1);
    expect(await noticesFor(stranger, scene.programId)).toEqual([]);
  });
});
