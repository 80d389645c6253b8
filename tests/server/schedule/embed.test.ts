import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/profiles.ts';
import type { PublicSchedule } from '#shared/contracts/schedule.ts';
import { insertEvent, insertProgramItem } from '../factories/events.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { joinAs } from './scene.ts';

let dir: string;
let t: TestServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hallway-embed-'));
  await mkdir(path.join(dir, 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await startTestServer({ distDir: path.join(dir, 'dist') });
});
afterAll(async () => {
  await t.stop();
  await rm(dir, { recursive: true, force: true });
});

const slot = { startsAt: new Date('2030-06-01T13:00:00Z'), endsAt: new Date('2030-06-01T14:00:00Z') };

describe('public schedule (embed)', () => {
  it('shows a published open event’s sessions with speakers’ names and titles only: no ids, handles, photos or emails', async () => {
    const eventId = await insertEvent(t.db, { name: 'Open Conf', joinPolicy: 'open', timeZone: 'Europe/Berlin' });
    const speaker = await joinAs(t, eventId, 'speaker', { firstName: 'Pia', lastName: 'Public' });
    await t.db.insert(profiles).values({ accountId: speaker.account.id, handle: `pia-${Date.now()}`, headline: 'CTO', company: 'Acme', bio: 'secret bio', visibility: 'nobody', pictureThumbnailSrc: '/uploads/t.webp' });
    const programId = await insertProgramItem(t.db, eventId, { title: 'Open talk', ...slot });
    const organizer = await joinAs(t, eventId, 'organizer', { firstName: 'O', lastName: 'Rg' });
    await t.api.mutate('scheduleAdmin.save', {
      eventId,
      sessionId: programId,
      session: { title: 'Open talk', room: 'Saal 1', startsAt: slot.startsAt.getTime() / 1000, endsAt: slot.endsAt.getTime() / 1000, speakerAttendeeIds: [speaker.attendeeId] },
    }, { token: organizer.token });

    const response = await t.api.query<PublicSchedule>('schedule.public', { eventId });
    expect(response.error).toBeUndefined();
    expect(response.data.event).toMatchObject({ id: eventId, name: 'Open Conf', timeZone: 'Europe/Berlin' });
    expect(response.data.sessions).toEqual([
      { id: programId, title: 'Open talk', description: '', room: 'Saal 1', track: '', startsAt: slot.startsAt.getTime() / 1000, endsAt: slot.endsAt.getTime() / 1000, speakers: [{ firstName: 'Pia', lastName: 'Public', headline: 'CTO', company: 'Acme' }] },
    ]);
    const raw = JSON.stringify(response.raw);
    for (const secret of [speaker.attendeeId, speaker.account.id, speaker.email, 'secret bio', '/uploads/t.webp', 'pia-']) expect(raw).not.toContain(secret);
  });

  it('answers NOT_FOUND, as for a missing event, for a private, unpublished or schedule-off event', async () => {
    const privateEvent = await insertEvent(t.db, { joinPolicy: 'invite' });
    const unpublished = await insertEvent(t.db, { joinPolicy: 'open', published: false });
    const scheduleOff = await insertEvent(t.db, { joinPolicy: 'open', enableSchedule: false });
    for (const eventId of [privateEvent, unpublished, scheduleOff]) {
      await insertProgramItem(t.db, eventId, { title: 'Hidden talk', ...slot });
      const response = await t.api.query('schedule.public', { eventId });
      expect(response.error?.data.code).toBe('NOT_FOUND');
      expect(response.error?.message).toBe('Event not found');
      expect(JSON.stringify(response.raw)).not.toContain('Hidden talk');
    }
  });
});

describe('framing', () => {
  it('lets any site frame the embed page, and only that page', async () => {
    const embed = await t.api.fetch('/event/5eed0000-0000-4000-8000-000000000001/schedule/embed?day=2030-06-01');
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    expect(embed.headers.get('x-frame-options')).toBeNull();

    for (const other of ['/event/5eed0000-0000-4000-8000-000000000001/schedule', '/event/x/schedule/embed/more', '/', '/api/health']) {
      const response = await t.api.fetch(other);
      expect(response.headers.get('content-security-policy'), other).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), other).toBe('DENY');
    }
  });
});
