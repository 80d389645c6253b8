import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readiness } from '#shared/contracts/readiness.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import { runningFeedsFor } from '#server/services/event-feeds/running-feeds.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { getFeed, onceChangeKnown } from '../event-feeds/feed-http.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The organizers' offline readiness page: sizes measured from the feeds as phones store them,
// phones counted by anonymous reports, door devices and their rosters, and the checklist.

let t: TestServer;
let dist: string;
let organizer: TestAccount;
let attendee: TestAccount;
let eventId: string;
const hour = 3_600_000;
// A build to measure: a service worker listing two files in its precache manifest (as injectManifest writes it).
const appJs = 'console.log("app");'.repeat(200);
const sw = 'self.__WB_MANIFEST=[{url:"assets/app-abc.js",revision:null},{url:"index.html",revision:"1"}];';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'hallway-readiness-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-abc.js'), appJs);
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(path.join(dist, 'sw.js'), sw);
  t = await startTestServer({ distDir: dist });
  eventId = await insertEvent(t.db, { enableSchedule: true, enableAttendeeList: true, enableAlbum: false });
  organizer = await registerTestAccount(t.api, { firstName: 'Olga' });
  attendee = await registerTestAccount(t.api, { firstName: 'Ada' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  await addMember(t.db, eventId, attendee.account.id, 'attendee');
  const start = new Date(Date.now() + 24 * hour);
  await insertProgramItem(t.db, eventId, { title: 'Keynote', room: 'Hall A', startsAt: start, endsAt: new Date(start.getTime() + hour) });
  await insertProgramItem(t.db, eventId, { title: 'Roomless talk', room: '', startsAt: start, endsAt: new Date(start.getTime() + hour) });
});
afterAll(async () => {
  await t.stop();
  await rm(dist, { recursive: true, force: true });
});

const readiness = async (who: TestAccount = organizer, id = eventId) => t.api.query<Readiness>('readiness.get', { eventId: id }, { token: who.token });
const report = (deviceId: string, who: TestAccount = attendee, id = eventId) => t.api.mutate('readiness.reportPack', { eventId: id, deviceId }, { token: who.token });
const feature = (answer: Readiness, name: string) => answer.features.find((row) => row.name === name);
const checklistIds = (answer: Readiness) => answer.checklist.map((item) => item.id);

describe('readiness.get', () => {
  it('lists only the enabled features, with what the phone stores measured in the pack’s own shape', async () => {
    const { data } = await readiness();
    expect(data.features.map((row) => row.name)).toEqual(['Schedule', 'Attendees and matches']);
    const schedule = feature(data, 'Schedule')!;
    expect(schedule.offline).toBe('yes');
    expect(schedule.items).toBe(2);
    expect(schedule.itemsLabel).toBe('sessions');
    // The phone keeps the feed's sessions keyed by id in a record (src/client/lib/event-pack/pack-merge.ts).
    const feed = (await getFeed(t.url, 'schedule', eventId, { token: attendee.token })).body as Schedule;
    const stored = { version: 1, eventId, savedAt: 1_700_000_000_000, timeZone: feed.timeZone, cursor: feed.cursor, sessions: Object.fromEntries(feed.sessions.map((s) => [s.id, s])) };
    expect(schedule.data.storedBytes).toBe(Buffer.byteLength(JSON.stringify(stored)));
    expect(schedule.data.transferBytes).toBeGreaterThan(0);
    expect(schedule.data.transferBytes).toBeLessThan(schedule.data.storedBytes);
    expect(feature(data, 'Attendees and matches')!.items).toBe(2);
    // Bumped by the triggers when the sessions went in.
    expect(schedule.changedAt).toEqual(expect.any(Number));
  });

  it('counts the directory in the database when its feed is not built (and builds nothing for it), then takes what is sent from the built feed', async () => {
    const directoryEvent = await insertEvent(t.db, { enableSchedule: false, enableAttendeeList: true });
    await addMember(t.db, directoryEvent, organizer.account.id, 'organizer');
    await addMember(t.db, directoryEvent, attendee.account.id, 'attendee');
    const feeds = runningFeedsFor(t.db)!;
    const counted = feature((await readiness(organizer, directoryEvent)).data, 'Attendees and matches')!;
    expect(await feeds.peek('directory', directoryEvent)).toBeNull();
    expect(counted.items).toBe(2);
    expect(counted.data.transferEstimated).toBe(true);

    // An attendee reads the directory: the page now says exactly what is sent, and stores the same.
    const built = await feeds.read('directory', directoryEvent);
    const measured = feature((await readiness(organizer, directoryEvent)).data, 'Attendees and matches')!;
    expect(measured.data).toEqual({ storedBytes: counted.data.storedBytes, transferBytes: built.body.br.length, transferEstimated: false });
  });

  it('counts the app shell from the build’s precache manifest, and the download at 1 Mbit/s', async () => {
    const { data } = await readiness();
    expect(data.appShell?.files).toBe(3);
    expect(data.appShell?.storedBytes).toBe(appJs.length + '<!doctype html><title>x</title>'.length + sw.length);
    // Chromium's compiled code beside the precached scripts (not the worker's own).
    expect(data.appShell?.compiledCodeBytes).toBe(Math.round(appJs.length * 0.8));
    const dataBytes = data.features.reduce((sum, row) => sum + row.data.storedBytes + row.images.bytes, 0);
    expect(data.totals.storedBytes).toBe(dataBytes + data.appShell!.storedBytes + data.appShell!.compiledCodeBytes);
    expect(data.totals.downloadSeconds).toBeCloseTo((data.totals.transferBytes * 8) / 1_000_000, 1);
  });

  it('says when a feature last changed: a session edit moves the schedule’s stamp', async () => {
    const before = feature((await readiness()).data, 'Schedule')!.changedAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const start = new Date(Date.now() + 48 * hour);
    await insertProgramItem(t.db, eventId, { title: 'Late addition', room: 'Hall B', startsAt: start, endsAt: new Date(start.getTime() + hour) });
    await onceChangeKnown(async () => {
      const schedule = feature((await readiness()).data, 'Schedule')!;
      expect(schedule.items).toBe(3);
      expect(schedule.changedAt).toBeGreaterThan(before);
    });
  });

  it('the checklist names sessions without a room and a missing door device', async () => {
    const { data } = await readiness();
    const roomless = data.checklist.find((item) => item.id === 'sessions-without-room');
    expect(roomless).toMatchObject({ level: 'warning' });
    expect(roomless?.text).toMatch(/^1 session has no room/);
    expect(checklistIds(data)).toContain('no-door-device');
    expect(data.checklist[0]!.level).not.toBe('ok');
  });

  it('is for organizers: an attendee or a stranger is refused, and an unpublished event is not found', async () => {
    expect((await readiness(attendee)).error?.data.code).toBe('FORBIDDEN');
    const stranger = await registerTestAccount(t.api);
    expect((await readiness(stranger)).error?.data.code).toBe('FORBIDDEN');
    const hidden = await insertEvent(t.db, { published: false });
    expect((await readiness(stranger, hidden)).error?.data.code).toBe('NOT_FOUND');
  });
});

describe('phones that saved the event', () => {
  it('counts each install once, current until the event changes, current again after its next sync', async () => {
    const phoneId = 'phone-install-0001';
    expect((await readiness()).data.phones).toMatchObject({ saved: 0, current: 0, members: 2 });
    expect((await report(phoneId)).error).toBeUndefined();
    expect((await report(phoneId)).error).toBeUndefined();
    expect((await readiness()).data.phones).toMatchObject({ saved: 1, current: 1, syncedWithinHour: 1, lastReportAt: expect.any(Number) });

    // The organizer adds a session: the phone's copy is now behind.
    const start = new Date(Date.now() + 72 * hour);
    await insertProgramItem(t.db, eventId, { title: 'Another', room: 'Hall C', startsAt: start, endsAt: new Date(start.getTime() + hour) });
    const behind = (await readiness()).data;
    expect(behind.phones).toMatchObject({ saved: 1, current: 0 });
    expect(checklistIds(behind)).toContain('phones-behind');

    await report(phoneId);
    expect((await readiness()).data.phones).toMatchObject({ saved: 1, current: 1 });
    // A second phone.
    await report('phone-install-0002', organizer);
    expect((await readiness()).data.phones.saved).toBe(2);
  });

  it('older reports than the pack retention no longer count', async () => {
    t.clock.advance(31 * 24 * 3600);
    try {
      expect((await readiness()).data.phones.saved).toBe(0);
    } finally {
      t.clock.advance(-31 * 24 * 3600);
    }
  });

  it('refuses non-members, malformed install ids, and a flood of reports from one account', async () => {
    const stranger = await registerTestAccount(t.api);
    // Only members keep a pack of the event.
    expect((await report('phone-install-0003', stranger)).error?.data.code).toBe('FORBIDDEN');
    expect((await report('no', attendee)).error?.data.code).toBe('BAD_REQUEST');
    const flooder = await registerTestAccount(t.api);
    await addMember(t.db, eventId, flooder.account.id);
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 31; i += 1) codes.push((await report(`flood-install-${String(i).padStart(4, '0')}`, flooder)).error?.data.code);
    expect(codes.slice(0, 30).every((code) => code === undefined)).toBe(true);
    expect(codes[30]).toBe('TOO_MANY_REQUESTS');
  });
});

describe('door devices', () => {
  it('lists each device with its roster age and unsent scans, and flags a roster older than the last member change', async () => {
    const doorEvent = await insertEvent(t.db, { enableSchedule: false });
    await addMember(t.db, doorEvent, organizer.account.id, 'organizer');
    const register = (pendingScans?: number) =>
      t.api.mutate('checkIn.registerDevice', { eventId: doorEvent, deviceId: 'gate-a-device', deviceLabel: 'Gate A', ...(pendingScans === undefined ? {} : { pendingScans }) }, { token: organizer.token });
    expect((await readiness(organizer, doorEvent)).data.doors.devices).toEqual([]);
    expect((await register(3)).error).toBeUndefined();
    let doors = (await readiness(organizer, doorEvent)).data.doors;
    expect(doors.devices).toEqual([{ label: 'Gate A', lastSyncAt: expect.any(Number), pendingScans: 3, rosterBehind: false }]);
    expect(doors.pendingScans).toBe(3);

    // Someone joins after the device last synced: its roster misses them.
    const late = await registerTestAccount(t.api);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addMember(t.db, doorEvent, late.account.id);
    const answer = (await readiness(organizer, doorEvent)).data;
    expect(answer.doors.devices[0]!.rosterBehind).toBe(true);
    expect(answer.checklist.find((item) => item.id === 'roster-behind')).toMatchObject({ level: 'problem' });
    expect(answer.checklist.find((item) => item.id === 'pending-scans')?.text).toMatch(/^3 scans are still waiting/);

    // Listing itself again without saying keeps the last figure; saying 0 clears it.
    await register();
    doors = (await readiness(organizer, doorEvent)).data.doors;
    expect(doors.pendingScans).toBe(3);
    await register(0);
    doors = (await readiness(organizer, doorEvent)).data.doors;
    expect(doors.pendingScans).toBe(0);
  });
});
