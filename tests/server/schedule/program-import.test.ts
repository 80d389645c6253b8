import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programItems } from '#server/db/schema/program-items.ts';
import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, getSchedule, joinAs } from './scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

async function importCsv(kind: 'importPreview' | 'importCommit', token: string, eventId: string, csv: string) {
  return t.api.mutate<ImportProgramPreview>(`scheduleAdmin.${kind}`, { eventId, csv }, { token });
}

describe('programme import: times in the event’s zone', () => {
  it('reads wall times in the event’s zone across midnight and a DST change, in a zone unlike the server’s', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t, { timeZone: 'America/Toronto' });
    const speaker = await joinAs(t, eventId, 'speaker', { firstName: 'Sasha', lastName: 'Speaker' });
    const csv = [
      'Title,Description,Room,Track,Date,Start,End,Speakers',
      // 22:00 EST → 01:00 the next day: ends after midnight, before the clocks change at 02:00.
      `Late party,"Music, snacks; fun",Lobby,Social,2026-03-07,22:00,01:00,${speaker.email.toUpperCase()}`,
      // 01:00 EST → 04:00 EDT on the change day is two hours long.
      'Night owls,,Room A,Engineering,2026-03-08,01:00,04:00,',
      'Morning after,,Room A,Engineering,2026-03-08,09:00,10:00,',
    ].join('\r\n');
    const preview = await importCsv('importPreview', organizer.token, eventId, csv);
    expect(preview.error).toBeUndefined();
    expect(preview.data.counts).toEqual({ new: 3, update: 0, error: 0 });
    expect((await getSchedule(t, organizer, eventId)).sessions).toHaveLength(0); // the preview writes nothing

    const commit = await importCsv('importCommit', organizer.token, eventId, csv);
    expect(commit.data.counts).toEqual({ new: 3, update: 0, error: 0 });
    const { sessions, timeZone } = await getSchedule(t, organizer, eventId);
    expect(timeZone).toBe('America/Toronto');
    const byTitle = new Map(sessions.map((session) => [session.title, session]));
    expect(iso(byTitle.get('Late party')!.startsAt)).toBe('2026-03-08T03:00:00.000Z');
    expect(iso(byTitle.get('Late party')!.endsAt)).toBe('2026-03-08T06:00:00.000Z');
    expect(byTitle.get('Late party')).toMatchObject({ description: 'Music, snacks; fun', room: 'Lobby', track: 'Social' });
    expect(byTitle.get('Late party')!.speakers.map((s) => s.attendeeId)).toEqual([speaker.attendeeId]);
    expect(iso(byTitle.get('Night owls')!.startsAt)).toBe('2026-03-08T06:00:00.000Z');
    expect(byTitle.get('Night owls')!.endsAt - byTitle.get('Night owls')!.startsAt).toBe(2 * 3600);
    expect(iso(byTitle.get('Morning after')!.startsAt)).toBe('2026-03-08T13:00:00.000Z');
  });

  it('reads the same wall time differently in Tokyo, whatever zone the server runs in', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t, { timeZone: 'Asia/Tokyo' });
    await importCsv('importCommit', organizer.token, eventId, 'title,date,start,end\nTokyo keynote,2026-05-14,09:00,10:00\nLate ramen,2026-05-14,23:30,00:30\n');
    const sessions = (await getSchedule(t, organizer, eventId)).sessions;
    expect(sessions.map((session) => [session.title, iso(session.startsAt), iso(session.endsAt)])).toEqual([
      ['Tokyo keynote', '2026-05-14T00:00:00.000Z', '2026-05-14T01:00:00.000Z'],
      ['Late ramen', '2026-05-14T14:30:00.000Z', '2026-05-14T15:30:00.000Z'],
    ]);
  });

  it('takes an optional end date for a session over several days, and checks it', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t, { timeZone: 'Asia/Tokyo' });
    const csv = [
      'title,date,start,end,End date',
      'Hackathon,2026-05-14,09:00,08:00,2026-05-16',
      'Typo,2026-05-14,09:00,10:00,16 May',
      'Backwards,2026-05-14,09:00,10:00,2026-05-13',
    ].join('\n');
    const preview = await importCsv('importPreview', organizer.token, eventId, csv);
    expect(preview.data.rows.map((row) => [row.title, row.outcome, row.errors])).toEqual([
      ['Hackathon', 'new', []],
      ['Typo', 'error', ['End date "16 May" is not a date like 2026-05-16']],
      ['Backwards', 'error', ['The end date is before the date']],
    ]);
    await importCsv('importCommit', organizer.token, eventId, 'title,date,start,end,end date\nHackathon,2026-05-14,09:00,08:00,2026-05-16\n');
    const [hackathon] = (await getSchedule(t, organizer, eventId)).sessions;
    // Ends at 08:00 two days later, not past midnight the same night.
    expect([iso(hackathon!.startsAt), iso(hackathon!.endsAt)]).toEqual(['2026-05-14T00:00:00.000Z', '2026-05-15T23:00:00.000Z']);
  });

  it('updates the session with the same title, date and start instead of adding another', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t);
    await importCsv('importCommit', organizer.token, eventId, 'title,room,date,start,end\nKeynote,Main Hall,2026-06-01,09:00,10:00\n');
    const [before] = (await getSchedule(t, organizer, eventId)).sessions;
    const again = await importCsv('importCommit', organizer.token, eventId, 'title,room,date,start,end\nkeynote ,Room B,2026-06-01,9:00,10:30\nSecond,Room B,2026-06-01,11:00,12:00\n');
    expect(again.data.rows.map((row) => row.outcome)).toEqual(['update', 'new']);
    const after = (await getSchedule(t, organizer, eventId)).sessions;
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: before!.id, room: 'Room B', endsAt: before!.endsAt + 1800 });
  });
});

describe('programme import: errors', () => {
  it('gives each bad row its errors and refuses the whole file on commit', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t);
    const csv = [
      'title,description,room,track,date,start,end,speakers',
      'Fine talk,,Room A,,2026-06-01,09:00,10:00,',
      ',,Room A,,2026-06-01,10:00,11:00,',
      'Bad date,,Room A,,2026-02-30,10:00,11:00,',
      'Bad time,,Room A,,2026-06-01,25:00,11:00,',
      'Unknown speaker,,Room A,,2026-06-01,12:00,13:00,nobody@example.test',
      `${'T'.repeat(201)},,Room A,,2026-06-01,13:00,14:00,`,
      `Long room,,${'R'.repeat(81)},,2026-06-01,14:00,15:00,`,
      'Skipped hour,,Room A,,2026-03-08,02:30,03:30,',
      'Zero length,,Room A,,2026-06-01,15:00,15:00,',
      'Fine talk,,Room B,,2026-06-01,09:00,09:30,',
    ].join('\n');
    const preview = await importCsv('importPreview', organizer.token, eventId, csv);
    expect(preview.data.counts).toEqual({ new: 1, update: 0, error: 9 });
    const errors = Object.fromEntries(preview.data.rows.map((row) => [row.row, row.errors.join(' | ')]));
    expect(errors[2]).toBe('');
    expect(errors[3]).toBe('Give the session a title');
    expect(errors[4]).toMatch(/Date "2026-02-30" is not a date/);
    expect(errors[5]).toMatch(/Start "25:00" is not a time/);
    expect(errors[6]).toBe('Speaker nobody@example.test is not a member of this event');
    expect(errors[7]).toMatch(/^Title: /);
    expect(errors[8]).toMatch(/^Room: /);
    expect(errors[9]).toMatch(/02:30 does not exist on 2026-03-08 in America\/Toronto/);
    expect(errors[10]).toBe('The session must end after it starts');
    expect(errors[11]).toBe('The same session (title, date and start) as row 2');

    const commit = await importCsv('importCommit', organizer.token, eventId, csv);
    expect(commit.error?.data.code).toBe('BAD_REQUEST');
    expect(commit.error?.message).toMatch(/^Nothing was imported: 9 rows have errors \(row 3: Give the session a title; row 4/);
    expect(await t.db.select().from(programItems).where(eq(programItems.eventId, eventId))).toEqual([]);
  });

  it('refuses a file without the needed columns as a whole', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t);
    const response = await importCsv('importPreview', organizer.token, eventId, 'title,room\nA,B\n');
    expect(response.error?.message).toBe('The file needs these columns in its first row: date, start, end');
  });

  it('reports the clashes the import would leave, with rooms and speakers named', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t);
    const speaker = await joinAs(t, eventId, 'speaker', { firstName: 'Sam', lastName: 'Double' });
    await importCsv('importCommit', organizer.token, eventId, `title,room,date,start,end,speakers\nExisting,Room A,2026-06-01,09:00,10:00,${speaker.email}\n`);
    const preview = await importCsv(
      'importPreview',
      organizer.token,
      eventId,
      `title,room,date,start,end,speakers\nSame room,Room A,2026-06-01,09:30,10:30,\nSame speaker,Room B,2026-06-01,09:45,10:15,${speaker.email}\nLater,Room A,2026-06-01,10:30,11:00,\n`,
    );
    expect(preview.data.clashes.map(({ kind, label }) => [kind, label]).sort()).toEqual([
      ['room', 'Room A'],
      ['speaker', 'Sam Double'],
    ]);
  });
});
