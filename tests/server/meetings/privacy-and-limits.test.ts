import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '#server/db/schema/meetings.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { codeOf, newKey as scanKey } from '../helpers/personal-codes.ts';
import { answerMeeting, createMeetingScene, requested, requestMeeting, type MeetingScene } from '../helpers/meeting-scene.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// Who may ask whom: visibility, blocks, the organizer's matched-only rule and daily limit; and a
// code swap at the table counting as "We met".

let t: TestServer;
let scene: MeetingScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createMeetingScene(t);
});
afterAll(() => t.stop());

async function setProfile(accountId: string, values: Partial<typeof profiles.$inferInsert>) {
  await t.db
    .insert(profiles)
    .values({ accountId, handle: `h-${accountId.slice(0, 8)}`, ...values })
    .onConflictDoUpdate({ target: profiles.accountId, set: values });
}
const freeSlots = (who: { token: string }, attendeeId: string) => t.api.query('meetings.freeSlots', { eventId: scene.eventId, attendeeId }, { token: who.token });
const slot = () => scene.at(0, '10:00');

describe('privacy', () => {
  it('someone with visibility "nobody" cannot be asked, nor their free slots read: answered as a person not in the event', async () => {
    const [ana, hidden] = [await scene.attendee('Ana'), await scene.attendee('Hidden')];
    await setProfile(hidden.account.id, { visibility: 'nobody' });
    const asked = await requestMeeting(t, scene, ana, hidden, [slot()]);
    expect(asked.error?.data.code).toBe('NOT_FOUND');
    expect(asked.error?.message).toBe('No such person in this event');
    expect((await freeSlots(ana, hidden.attendeeId)).error?.data.code).toBe('NOT_FOUND');
    // A hidden person may still ask others.
    expect((await requestMeeting(t, scene, hidden, ana, [slot()])).error).toBeUndefined();
  });

  it('"connections" visibility: only people they connected with may ask', async () => {
    const [ana, ben, careful] = [await scene.attendee('Ana'), await scene.attendee('Ben'), await scene.attendee('Careful')];
    await setProfile(careful.account.id, { visibility: 'connections' });
    expect((await requestMeeting(t, scene, ana, careful, [slot()])).error?.data.code).toBe('NOT_FOUND');
    const code = await codeOf(t.api, ben);
    const scanned = await t.api.mutate('connection.create', { scans: [{ idempotencyKey: scanKey(), code, scannedAt: Date.now(), eventId: scene.eventId }] }, { token: careful.token });
    expect(scanned.error).toBeUndefined();
    expect((await requestMeeting(t, scene, ben, careful, [slot()])).error).toBeUndefined();
  });

  it('a block stops requests and quietly declines the open ones; unblocking lets them ask again', async () => {
    const [ana, pest] = [await scene.attendee('Ana'), await scene.attendee('Pest')];
    const open = await requested(t, scene, pest, ana, [slot()]);
    const block = await t.api.mutate('meetings.block', { eventId: scene.eventId, attendeeId: pest.attendeeId, blocked: true }, { token: ana.token });
    expect(block.data).toEqual({ blocked: true });
    const [row] = await t.db.select({ state: meetings.state }).from(meetings).where(eq(meetings.id, open.id));
    expect(row!.state).toBe('declined');
    const refused = await requestMeeting(t, scene, pest, ana, [slot()]);
    expect(refused.error?.data.code).toBe('FORBIDDEN');
    expect(refused.error?.message).toBe('This person does not take meeting requests from you');
    expect((await freeSlots(pest, ana.attendeeId)).error?.data.code).toBe('FORBIDDEN');
    // The blocker may still ask the one they blocked.
    expect((await requestMeeting(t, scene, ana, pest, [scene.at(0, '10:20')])).error).toBeUndefined();
    await t.api.mutate('meetings.block', { eventId: scene.eventId, attendeeId: pest.attendeeId, blocked: false }, { token: ana.token });
    await answerMeeting(t, scene, ana, 'cancel', (await t.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.requesterId, ana.account.id)))[0]!.id, { reason: '' });
    expect((await requestMeeting(t, scene, pest, ana, [slot()])).error).toBeUndefined();
    expect((await t.api.mutate('meetings.block', { eventId: scene.eventId, attendeeId: ana.attendeeId, blocked: true }, { token: ana.token })).error?.data.code).toBe('BAD_REQUEST');
  });

  it('nobody can ask themselves, and someone outside the event is not found', async () => {
    const ana = await scene.attendee('Ana');
    expect((await requestMeeting(t, scene, ana, ana, [slot()])).error?.data.code).toBe('BAD_REQUEST');
    // Named by their attendeeId in another event: nobody here, for a request, free slots and a block alike.
    const stranger = await registerTestAccount(t.api, { firstName: 'Stranger' });
    const elsewhere = { attendeeId: await addMember(t.db, await insertEvent(t.db, { enableMeetings: true }), stranger.account.id, 'attendee') };
    const refused = await requestMeeting(t, scene, ana, elsewhere, [slot()]);
    expect(refused.error?.data.code).toBe('NOT_FOUND');
    expect(refused.error?.message).toBe('No such person in this event');
    expect((await freeSlots(ana, elsewhere.attendeeId)).error?.data.code).toBe('NOT_FOUND');
    expect((await t.api.mutate('meetings.block', { eventId: scene.eventId, attendeeId: elsewhere.attendeeId, blocked: true }, { token: ana.token })).error?.data.code).toBe('NOT_FOUND');
    // …and cannot ask anyone here either.
    expect((await requestMeeting(t, scene, stranger, ana, [slot()])).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('the organizer’s rules', () => {
  it('matched only: people with nothing in common (and not connected) cannot ask each other; a match can', async () => {
    expect((await scene.settings({ whoMayRequest: 'matched' })).error).toBeUndefined();
    try {
      const [ana, ben, cy] = [await scene.attendee('Ana'), await scene.attendee('Ben'), await scene.attendee('Cy')];
      await setProfile(ana.account.id, { interests: ['rust'], lookingFor: ['mentoring'] });
      await setProfile(ben.account.id, { interests: ['gardening'] });
      await setProfile(cy.account.id, { offers: ['mentoring'] });
      const refused = await requestMeeting(t, scene, ana, ben, [slot()]);
      expect(refused.error?.data.code).toBe('FORBIDDEN');
      expect(refused.error?.message).toMatch(/only with your matches/);
      expect((await requestMeeting(t, scene, ana, cy, [slot()])).error).toBeUndefined();
    } finally {
      await scene.settings();
    }
  });

  it('a daily limit: past it, TOO_MANY_REQUESTS until the event’s next local day', async () => {
    expect((await scene.settings({ dailyRequestLimit: 2 })).error).toBeUndefined();
    try {
      const ana = await scene.attendee('Ana');
      const others = [await scene.attendee('B1'), await scene.attendee('B2'), await scene.attendee('B3')];
      expect((await requestMeeting(t, scene, ana, others[0]!, [slot()])).error).toBeUndefined();
      expect((await requestMeeting(t, scene, ana, others[1]!, [slot()])).error).toBeUndefined();
      const third = await requestMeeting(t, scene, ana, others[2]!, [slot()]);
      expect(third.error?.data.code).toBe('TOO_MANY_REQUESTS');
      expect(third.error?.message).toMatch(/2 meeting requests a day/);
      // Looking at free slots is not a request.
      expect((await freeSlots(ana, others[2]!.attendeeId)).error).toBeUndefined();
    } finally {
      await scene.settings();
    }
  });
});

describe('held by a connection scan', () => {
  it('swapping codes at the meeting’s time marks it held; at another time it does not', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const at = scene.at(0, '11:00');
    const meeting = await requested(t, scene, ana, ben, [at]);
    expect((await answerMeeting(t, scene, ben, 'accept', meeting.id, { slot: at })).error).toBeUndefined();
    const code = await codeOf(t.api, ben);
    const early = await t.api.mutate('connection.create', { scans: [{ idempotencyKey: scanKey(), code, scannedAt: Date.now(), eventId: scene.eventId }] }, { token: ana.token });
    expect(early.error).toBeUndefined();
    expect((await t.db.select({ heldAt: meetings.heldAt }).from(meetings).where(eq(meetings.id, meeting.id)))[0]!.heldAt).toBeNull();
    const toMeeting = at - Math.floor(Date.now() / 1000) + 120;
    t.clock.advance(toMeeting);
    try {
      const atTable = await t.api.mutate('connection.create', { scans: [{ idempotencyKey: scanKey(), code, scannedAt: (at + 120) * 1000, eventId: scene.eventId }] }, { token: ana.token });
      expect(atTable.error).toBeUndefined();
      const [row] = await t.db.select({ heldAt: meetings.heldAt }).from(meetings).where(eq(meetings.id, meeting.id));
      expect(row!.heldAt?.getTime()).toBe((at + 120) * 1000);
    } finally {
      t.clock.advance(-toMeeting);
    }
  });
});
