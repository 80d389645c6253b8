import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, ActivityList, Leaderboard } from '#shared/contracts/activities.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { activityDraft, adminOf, boardOf, codeOfActivity, createActivity, makeActivityScene, phoneScan, pointsOf, sendScans, type ActivityScene } from './activity-scene.ts';

let t: TestServer;
let scene: ActivityScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeActivityScene(t);
});
afterAll(() => t.stop());

const organizer = () => ({ token: scene.organizer.token });

describe('running activities', () => {
  it('organizers create and edit an activity; attendees see it but never its code', async () => {
    const created = await createActivity(t.api, scene.organizer, scene.eventId, { perPersonLimit: 3 });
    expect(created).toMatchObject({ name: 'Visit the sponsor hall', points: 10, perPersonLimit: 3, paused: false, picture: null });
    const edited = await t.api.mutate<Activity>('activities.update', { eventId: scene.eventId, activityId: created.id, activity: activityDraft({ name: 'Find the robot', points: 25 }) }, organizer());
    expect(edited.data).toMatchObject({ name: 'Find the robot', points: 25, perPersonLimit: 1 });
    const board = await boardOf(t.api, scene.attendee, scene.eventId);
    const list = await fetch(`${t.url}/api/events/${scene.eventId}/feeds/activities`, { headers: { [accountTokenHeaderName]: scene.attendee.token } });
    const shared = (await list.json()) as ActivityList;
    expect(shared.activities.map((activity) => activity.name)).toContain('Find the robot');
    expect(JSON.stringify(shared)).not.toContain('HWA1:');
    expect(JSON.stringify(board)).not.toContain('HWA1:');
    expect(board.key.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a window that ends before it starts, with a field error', async () => {
    const response = await t.api.mutate('activities.create', { eventId: scene.eventId, activity: activityDraft({ startsAt: 2_000_000_000, endsAt: 1_999_999_000 }) }, organizer());
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(response.error?.data.fieldErrors)).toContain('The activity must end after it starts');
  });

  it('refuses a picture that is not the organizer’s own upload', async () => {
    const response = await t.api.mutate('activities.create', { eventId: scene.eventId, activity: activityDraft({ pictureSrc: '/uploads/event-picture/SomeoneElse00000000000.webp' }) }, organizer());
    expect(response.error?.data.code).toBe('BAD_REQUEST');
  });

  it('a paused activity refuses scans until it is resumed; a removed one refuses them for good', async () => {
    const activity = await createActivity(t.api, scene.organizer, scene.eventId, { perPersonLimit: 2 });
    const code = await codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id);
    await t.api.mutate('activities.setPaused', { eventId: scene.eventId, activityId: activity.id, paused: true }, organizer());
    expect((await sendScans(t.api, scene.neighbour, [phoneScan(scene.eventId, code)]))[0]).toMatchObject({ outcome: 'rejected', reason: 'paused' });
    await t.api.mutate('activities.setPaused', { eventId: scene.eventId, activityId: activity.id, paused: false }, organizer());
    expect((await sendScans(t.api, scene.neighbour, [phoneScan(scene.eventId, code)]))[0]).toMatchObject({ outcome: 'accepted' });
    await t.api.mutate('activities.remove', { eventId: scene.eventId, activityId: activity.id }, organizer());
    expect((await sendScans(t.api, scene.neighbour, [phoneScan(scene.eventId, code)]))[0]).toMatchObject({ outcome: 'rejected', reason: 'not-found' });
  });

  it('a card follows its activity’s current times: the same code after a move, refused before the new start, counted once it moved earlier (issue 31, item 15)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const activity = await createActivity(t.api, scene.organizer, scene.eventId);
    const before = await codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id);
    const move = (startsAt: number, endsAt: number) =>
      t.api.mutate('activities.update', { eventId: scene.eventId, activityId: activity.id, activity: activityDraft({ startsAt, endsAt }) }, organizer());
    await move(now + 3600, now + 7200);
    expect(await codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id)).toBe(before);
    expect((await sendScans(t.api, scene.neighbour, [phoneScan(scene.eventId, before)]))[0]).toMatchObject({ outcome: 'rejected', reason: 'not-yet' });
    await move(now - 3600, now + 7200);
    expect((await sendScans(t.api, scene.neighbour, [phoneScan(scene.eventId, before)]))[0]).toMatchObject({ outcome: 'accepted' });
  });

  it('keeps a clamped, flagged time for a scan from a phone whose clock is far ahead', async () => {
    const activity = await createActivity(t.api, scene.organizer, scene.eventId, { perPersonLimit: 5 });
    const code = await codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id);
    const ahead = Date.now() + 30 * 60_000;
    const [result] = await sendScans(t.api, scene.attendee, [phoneScan(scene.eventId, code, { scannedAt: ahead })]);
    expect(result).toMatchObject({ outcome: 'accepted', clockSkewed: true });
    expect(result!.scan!.scannedAt).toBeLessThan(ahead);
    const [fine] = await sendScans(t.api, scene.attendee, [phoneScan(scene.eventId, code)]);
    expect(fine).toMatchObject({ outcome: 'accepted', clockSkewed: false });
  });
});

describe('leaderboard and undo', () => {
  it('ranks members by points, shows anonymous ones without a name and leaves hidden ones out', async () => {
    const scene2 = await makeActivityScene(t);
    const big = await createActivity(t.api, scene2.organizer, scene2.eventId, { points: 50 });
    const small = await createActivity(t.api, scene2.organizer, scene2.eventId, { points: 5 });
    const bigCode = await codeOfActivity(t.api, scene2.organizer, scene2.eventId, big.id);
    const smallCode = await codeOfActivity(t.api, scene2.organizer, scene2.eventId, small.id);
    await sendScans(t.api, scene2.attendee, [phoneScan(scene2.eventId, bigCode), phoneScan(scene2.eventId, smallCode)]);
    await sendScans(t.api, scene2.neighbour, [phoneScan(scene2.eventId, smallCode)]);
    const board = async (who = scene2.attendee) => (await t.api.query<Leaderboard>('activities.leaderboard', { eventId: scene2.eventId }, { token: who.token })).data;
    expect(await board()).toEqual({ players: 2, entries: [{ rank: 1, name: 'Ada Player', points: 55, me: true }, { rank: 2, name: 'Ned Player', points: 5, me: false }] });

    await t.api.mutate('activities.setLeaderboardVisibility', { eventId: scene2.eventId, leaderboard: 'anonymous' }, { token: scene2.attendee.token });
    expect((await board(scene2.neighbour)).entries[0]).toEqual({ rank: 1, name: null, points: 55, me: false });
    expect((await boardOf(t.api, scene2.attendee, scene2.eventId)).leaderboard).toBe('anonymous');

    await t.api.mutate('activities.setLeaderboardVisibility', { eventId: scene2.eventId, leaderboard: 'hidden' }, { token: scene2.attendee.token });
    expect(await board(scene2.neighbour)).toEqual({ players: 1, entries: [{ rank: 1, name: 'Ned Player', points: 5, me: true }] });
  });

  it('an organizer undoes a wrongly recorded scan: its points stop counting, and a replay of its key says so', async () => {
    const scene3 = await makeActivityScene(t);
    const activity = await createActivity(t.api, scene3.organizer, scene3.eventId, { points: 30 });
    const code = await codeOfActivity(t.api, scene3.organizer, scene3.eventId, activity.id);
    const scan = phoneScan(scene3.eventId, code);
    await sendScans(t.api, scene3.attendee, [scan]);
    const admin = await adminOf(t.api, scene3.organizer, scene3.eventId);
    expect(admin.activities[0]).toMatchObject({ scans: 1 });
    const recorded = admin.recentScans[0]!;
    expect(recorded).toMatchObject({ activityName: 'Visit the sponsor hall', personName: 'Ada Player', points: 30, undone: false });

    expect((await t.api.mutate('activities.undoScan', { eventId: scene3.eventId, scanId: recorded.id }, { token: scene3.organizer.token })).data).toEqual({ undone: true });
    expect((await t.api.mutate('activities.undoScan', { eventId: scene3.eventId, scanId: recorded.id }, { token: scene3.organizer.token })).data).toEqual({ undone: false });
    expect(pointsOf(await boardOf(t.api, scene3.attendee, scene3.eventId))).toBe(0);
    expect((await sendScans(t.api, scene3.attendee, [scan]))[0]).toMatchObject({ outcome: 'rejected', reason: 'undone' });
    // Undone, it no longer counts towards the limit: the person may scan the card again.
    expect((await sendScans(t.api, scene3.attendee, [phoneScan(scene3.eventId, code)]))[0]).toMatchObject({ outcome: 'accepted' });
  });

  it('an organizer of another event cannot undo this event’s scans', async () => {
    const other = await makeActivityScene(t);
    const admin = await adminOf(t.api, scene.organizer, scene.eventId);
    const scanId = admin.recentScans[0]!.id;
    const response = await t.api.mutate('activities.undoScan', { eventId: other.eventId, scanId }, { token: other.organizer.token });
    expect(response.error?.data.code).toBe('NOT_FOUND');
  });

  it('with activities switched off, everything is refused, organizers included', async () => {
    const off = await makeActivityScene(t, { enableActivities: false });
    expect((await t.api.query('activities.board', { eventId: off.eventId }, { token: off.attendee.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('activities.create', { eventId: off.eventId, activity: activityDraft() }, { token: off.organizer.token })).error?.data.code).toBe('FORBIDDEN');
  });
});
