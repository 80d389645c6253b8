import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda } from '#shared/contracts/schedule.ts';
import { insertProgramItem } from '../factories/events.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs, type Member } from './scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_URL: 'https://hallway.example' } });
});
afterAll(() => t.stop());

const at = (iso: string) => new Date(iso);

async function setAgenda(who: Member, eventId: string, programId: string, inAgenda: boolean, idempotencyKey = randomUUID()) {
  return t.api.mutate<{ programIds: string[] }>('schedule.setAgenda', { idempotencyKey, eventId, programId, inAgenda, changedAt: Date.now() }, { token: who.token });
}

describe('personal agenda', () => {
  it('adds and removes once per idempotency key; a replay changes nothing and answers the agenda as it is now', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Ann', lastName: 'Agenda' });
    const early = await insertProgramItem(t.db, eventId, { title: 'Early', startsAt: at('2030-06-01T13:00:00Z'), endsAt: at('2030-06-01T14:00:00Z') });
    const late = await insertProgramItem(t.db, eventId, { title: 'Late', startsAt: at('2030-06-01T15:00:00Z'), endsAt: at('2030-06-01T16:00:00Z') });
    const addLate = randomUUID();
    expect((await setAgenda(me, eventId, late, true, addLate)).data.programIds).toEqual([late]);
    expect((await setAgenda(me, eventId, early, true)).data.programIds).toEqual([early, late]);
    const removeLate = randomUUID();
    expect((await setAgenda(me, eventId, late, false, removeLate)).data.programIds).toEqual([early]);
    // The outbox replays the first add after the removal: the key was used, so it stays removed.
    expect((await setAgenda(me, eventId, late, true, addLate)).data.programIds).toEqual([early]);
    expect((await setAgenda(me, eventId, late, false, removeLate)).data.programIds).toEqual([early]);
    // A session removed while the device was offline: nothing to add, and the outbox goes on.
    expect((await setAgenda(me, eventId, randomUUID(), true)).data.programIds).toEqual([early]);
    // Another event's session cannot be slipped into this agenda.
    const other = await eventWithOrganizer(t);
    const foreign = await insertProgramItem(t.db, other.eventId, { startsAt: at('2030-06-01T13:00:00Z'), endsAt: at('2030-06-01T14:00:00Z') });
    expect((await setAgenda(me, eventId, foreign, true)).data.programIds).toEqual([early]);

    const agenda = await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: me.token });
    expect(agenda.data.programIds).toEqual([early]);
    expect(agenda.data.feedUrl).toMatch(/^https:\/\/hallway\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same URL every time: calendar apps keep it.
    expect((await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: me.token })).data.feedUrl).toBe(agenda.data.feedUrl);
  });
});

describe('.ics downloads', () => {
  it('gives a signed-in member one session as an escaped, folded VEVENT in UTC', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Cal', lastName: 'Endar' });
    const outsider = (await eventWithOrganizer(t)).organizer;
    const long = `Notes, with; specials\\ and\na second line ${'é'.repeat(60)}`;
    const programId = await insertProgramItem(t.db, eventId, {
      title: 'Sync; without, surprises',
      room: 'Room A, east wing',
      description: long,
      startsAt: at('2030-03-10T13:00:00Z'),
      endsAt: at('2030-03-10T14:30:00Z'),
    });
    const path = `/api/events/${eventId}/sessions/${programId}.ics`;
    const response = await t.api.fetch(path, { cookieToken: me.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sync-without-surprises.ics"');
    const text = await response.text();
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:${programId}@hallway\r\n`);
    expect(unfolded).toContain('DTSTART:20300310T130000Z\r\nDTEND:20300310T143000Z\r\n');
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain('SUMMARY:Sync\\; without\\, surprises\r\n');
    expect(unfolded).toContain('LOCATION:Room A\\, east wing\r\n');
    expect(unfolded).toContain(`DESCRIPTION:Notes\\, with\\; specials\\\\ and\\na second line ${'é'.repeat(60)}\r\n`);
    expect(unfolded).toContain(`URL:https://hallway.example/event/${eventId}/program/${programId}\r\n`);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    expect((await t.api.fetch(path)).status).toBe(401);
    expect((await t.api.fetch(path, { cookieToken: outsider.token })).status).toBe(404);
    expect((await t.api.fetch(`/api/events/${eventId}/sessions/${randomUUID()}.ics`, { cookieToken: me.token })).status).toBe(404);
  });

  it('serves the agenda feed by token alone, follows later changes, and answers 404 to a wrong token', async () => {
    const { eventId } = await eventWithOrganizer(t, { name: 'Feed Conf' });
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Fee', lastName: 'Der' });
    const first = await insertProgramItem(t.db, eventId, { title: 'First', startsAt: at('2030-06-01T13:00:00Z'), endsAt: at('2030-06-01T14:00:00Z') });
    const second = await insertProgramItem(t.db, eventId, { title: 'Second', startsAt: at('2030-06-01T15:00:00Z'), endsAt: at('2030-06-01T16:00:00Z') });
    await setAgenda(me, eventId, first, true);
    const { feedUrl } = (await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: me.token })).data;
    const feedPath = new URL(feedUrl).pathname;

    const feed = await t.api.fetch(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('X-WR-CALNAME:Feed Conf: my agenda\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('SUMMARY:First');

    await setAgenda(me, eventId, second, true);
    const later = await (await t.api.fetch(feedPath)).text();
    expect(later.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    expect((await t.api.fetch(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.api.fetch('/api/calendar/short.ics')).status).toBe(404);
    expect((await t.api.fetch(feedPath.replace('.ics', ''))).status).toBe(404);
  });

  it('resets the feed link: the old URL stops working at once, the new one serves the same agenda', async () => {
    const { eventId } = await eventWithOrganizer(t, { name: 'Reset Conf' });
    const me = await joinAs(t, eventId, 'attendee', { firstName: 'Res', lastName: 'Et' });
    const other = await joinAs(t, eventId, 'attendee', { firstName: 'Oth', lastName: 'Er' });
    const talk = await insertProgramItem(t.db, eventId, { title: 'Kept', startsAt: at('2030-06-01T13:00:00Z'), endsAt: at('2030-06-01T14:00:00Z') });
    await setAgenda(me, eventId, talk, true);
    const before = new URL((await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: me.token })).data.feedUrl).pathname;
    const othersBefore = (await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: other.token })).data.feedUrl;

    const reset = await t.api.mutate<{ feedUrl: string }>('schedule.resetAgendaFeed', { eventId }, { token: me.token });
    expect(reset.status).toBe(200);
    const after = new URL(reset.data.feedUrl).pathname;
    expect(after).not.toBe(before);
    expect((await t.api.fetch(before)).status).toBe(404);
    const feed = await t.api.fetch(after);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Kept');
    // The agenda now hands out the new link, and nobody else's link changed.
    expect(new URL((await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: me.token })).data.feedUrl).pathname).toBe(after);
    expect((await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: other.token })).data.feedUrl).toBe(othersBefore);
  });
});
