import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInvitations } from '#server/db/schema/event-invitations.ts';
import { mailOutbox } from '#server/db/schema/mail-outbox.ts';
import type { ImportPreview, Person } from '#shared/contracts/people.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { readOutbox } from '../helpers/dev-mail.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let organizer: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  organizer = await registerTestAccount(t.api);
});
afterAll(() => t.stop());

async function newEvent(): Promise<string> {
  const eventId = await insertEvent(t.db, { name: 'Import Days', joinPolicy: 'invite' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  return eventId;
}

const preview = (eventId: string, csv: string) => t.api.mutate<ImportPreview>('people.importPreview', { eventId, csv }, { token: organizer.token });
const commit = (eventId: string, csv: string) => t.api.mutate<ImportPreview>('people.importCommit', { eventId, csv }, { token: organizer.token });

async function invitationsOf(eventId: string) {
  return t.db.select().from(eventInvitations).where(eq(eventInvitations.eventId, eventId)).orderBy(eventInvitations.email);
}

async function outboxSize(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(mailOutbox);
  return row?.n ?? 0;
}

const header = 'email,first name,last name,role,ticket type';

describe('people.importPreview and people.importCommit', () => {
  it('previews every row as new and writes nothing; the commit then invites and mails each person a join link', async () => {
    const eventId = await newEvent();
    const csv = `${header}\nada@example.test,Ada,Lovelace,speaker,VIP\ngrace@example.test,Grace,Hopper,attendee,General\n`;
    const before = await outboxSize();

    const dryRun = await preview(eventId, csv);
    expect(dryRun.data).toEqual({
      rows: [
        { row: 2, email: 'ada@example.test', outcome: 'new', errors: [] },
        { row: 3, email: 'grace@example.test', outcome: 'new', errors: [] },
      ],
      counts: { new: 2, update: 0, unchanged: 0, error: 0 },
    });
    expect(await invitationsOf(eventId)).toHaveLength(0);
    expect(await outboxSize()).toBe(before);

    const done = await commit(eventId, csv);
    expect(done.data.counts).toEqual({ new: 2, update: 0, unchanged: 0, error: 0 });
    expect((await invitationsOf(eventId)).map(({ email, firstName, lastName, role, ticketType, status }) => ({ email, firstName, lastName, role, ticketType, status }))).toEqual([
      { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', role: 'speaker', ticketType: 'VIP', status: 'PENDING' },
      { email: 'grace@example.test', firstName: 'Grace', lastName: 'Hopper', role: 'attendee', ticketType: 'General', status: 'PENDING' },
    ]);
    const [mail] = await readOutbox(t.api, 'ada@example.test');
    expect(mail?.subject).toBe("You're invited to Import Days");
    expect(mail?.text).toMatch(/\/join\?token=[\w-]{20,}/);
    expect(mail?.text).toContain('as a speaker');
  });

  it('reads headers in any case and spacing, a byte-order mark and Windows line endings', async () => {
    const eventId = await newEvent();
    const csv = '\uFEFF Email ,FIRST NAME,Last_Name,  Role,Ticket Type\r\nAda@Example.TEST , Ada ,Lovelace,Speaker,VIP\r\n\r\n';
    const done = await commit(eventId, csv);
    expect(done.data.rows).toEqual([{ row: 2, email: 'ada@example.test', outcome: 'new', errors: [] }]);
    const [invitation] = await invitationsOf(eventId);
    expect(invitation).toMatchObject({ email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', role: 'speaker', ticketType: 'VIP' });
  });

  it('keeps quoted fields whole: commas, line breaks and doubled quotes inside them', async () => {
    const eventId = await newEvent();
    // The line break sits in a column the import does not read: names are one line (a line
    // break in one is an error of its row: see tests/server/security/csv-formula-escape-*).
    const csv = [
      `${header},notes`,
      '"ada@example.test","Ada, Countess","Lovelace",attendee,"Day pass, ""early""","Met at\nthe fair"',
      'grace@example.test,Grace,Hopper,,,',
    ].join('\r\n');
    const done = await commit(eventId, csv);
    expect(done.data.rows.map((row) => [row.row, row.email, row.outcome])).toEqual([
      // Numbered as a spreadsheet shows them: Ada's two lines of text are one row.
      [2, 'ada@example.test', 'new'],
      [3, 'grace@example.test', 'new'],
    ]);
    const [ada, grace] = await invitationsOf(eventId);
    expect(ada).toMatchObject({ firstName: 'Ada, Countess', lastName: 'Lovelace', ticketType: 'Day pass, "early"' });
    // Empty role and ticket cells take the defaults.
    expect(grace).toMatchObject({ role: 'attendee', ticketType: '' });
  });

  it('reports each bad row (bad email, unknown role, a repeated email, stray cells) with the row number a spreadsheet shows', async () => {
    const eventId = await newEvent();
    const csv = [
      header,
      'ok@example.test,Ok,Person,attendee,General',
      'not-an-email,Bad,Email,attendee,General',
      'role@example.test,Bad,Role,keynote-god,General',
      'OK@example.test,Same,Again,speaker,VIP',
      'extra@example.test,Smith, Jr,attendee,General,oops',
    ].join('\n');
    const response = await preview(eventId, csv);
    expect(response.data.counts).toEqual({ new: 1, update: 0, unchanged: 0, error: 4 });
    const byRow = Object.fromEntries(response.data.rows.map((row) => [row.row, row]));
    // The header is row 1 (issue 31, item 14: the bad email on the spreadsheet's row 3 was called row 2).
    expect(byRow[2]).toMatchObject({ outcome: 'new', errors: [] });
    expect(byRow[3]).toMatchObject({ outcome: 'error', errors: ['Enter a valid email address'] });
    expect(byRow[4]?.errors).toEqual([expect.stringContaining('Unknown role "keynote-god"')]);
    expect(byRow[5]).toMatchObject({ email: 'ok@example.test', outcome: 'error', errors: ['The same email as row 2'] });
    expect(byRow[6]?.errors).toEqual([expect.stringContaining('more cells than the header')]);
  });

  it('imports nothing when any row is bad: BAD_REQUEST naming the errors, no invitation, no mail', async () => {
    const eventId = await newEvent();
    const before = await outboxSize();
    const csv = `${header}\ngood@example.test,Good,Row,attendee,\nbroken,Bad,Row,attendee,\n`;
    const response = await commit(eventId, csv);
    expect(response.status).toBe(400);
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect(response.error?.message).toContain('row 3: Enter a valid email address');
    expect(await invitationsOf(eventId)).toHaveLength(0);
    expect(await outboxSize()).toBe(before);
  });

  it('refuses a file it cannot read as a whole: no email column, or empty', async () => {
    const eventId = await newEvent();
    const noEmail = await preview(eventId, 'name,role\nAda,speaker\n');
    expect(noEmail.error?.data.code).toBe('BAD_REQUEST');
    expect(noEmail.error?.message).toContain('"email" column');
    expect((await preview(eventId, '\n\n')).error?.data.code).toBe('BAD_REQUEST');
  });

  it('changes nothing when the same file is imported again, and mails nobody twice', async () => {
    const eventId = await newEvent();
    const csv = `${header}\nada@example.test,Ada,Lovelace,speaker,VIP\ngrace@example.test,Grace,Hopper,attendee,\n`;
    await commit(eventId, csv);
    const invitationsBefore = await invitationsOf(eventId);
    const mailsBefore = await outboxSize();

    const again = await commit(eventId, csv);
    expect(again.data.counts).toEqual({ new: 0, update: 0, unchanged: 2, error: 0 });
    expect(again.data.rows.map((row) => row.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(await invitationsOf(eventId)).toEqual(invitationsBefore);
    expect(await outboxSize()).toBe(mailsBefore);
  });

  it('updates what changed (names, role, ticket) without a new link, and adds the new rows', async () => {
    const eventId = await newEvent();
    await commit(eventId, `${header}\nada@example.test,Ada,Lovelace,attendee,General\n`);
    const [before] = await invitationsOf(eventId);
    const mailsBefore = await outboxSize();

    const edited = `${header}\nada@example.test,Ada,King,speaker,VIP\nnew@example.test,New,Person,,\n`;
    expect((await preview(eventId, edited)).data.counts).toEqual({ new: 1, update: 1, unchanged: 0, error: 0 });
    await commit(eventId, edited);
    const [after] = await invitationsOf(eventId);
    expect(after).toMatchObject({ lastName: 'King', role: 'speaker', ticketType: 'VIP', tokenHash: before?.tokenHash });
    expect(await outboxSize()).toBe(mailsBefore + 1);
  });

  it('compares people who already joined by role and ticket (their name is their own)', async () => {
    const eventId = await newEvent();
    const member = await registerTestAccount(t.api, { firstName: 'Real', lastName: 'Name' });
    await addMember(t.db, eventId, member.account.id, 'attendee', 'General');
    const same = await preview(eventId, `${header}\n${member.email},Other,Spelling,attendee,General\n`);
    expect(same.data.rows[0]?.outcome).toBe('unchanged');
    const promoted = await commit(eventId, `${header}\n${member.email},,,staff,Crew\n`);
    expect(promoted.data.rows[0]?.outcome).toBe('update');
    const people = await t.api.query<{ items: Person[] }>('people.list', { eventId, search: member.email }, { token: organizer.token });
    expect(people.data.items).toEqual([expect.objectContaining({ kind: 'member', role: 'staff', ticketType: 'Crew', firstName: 'Real' })]);
  });

  it('previews and imports 10,000 rows in one go, and finds them all unchanged the second time', async () => {
    const eventId = await newEvent();
    const lines = Array.from({ length: 10_000 }, (_, index) => {
      const n = String(index + 1).padStart(5, '0');
      return `person-${n}@example.test,Person,"Number ${n}, Esq.",${index % 20 === 0 ? 'speaker' : 'attendee'},${index % 3 === 0 ? 'VIP' : 'General'}`;
    });
    const csv = `${header}\r\n${lines.join('\r\n')}\r\n`;
    const mailsBefore = await outboxSize();

    const dryRun = await preview(eventId, csv);
    expect(dryRun.data.counts).toEqual({ new: 10_000, update: 0, unchanged: 0, error: 0 });
    const done = await commit(eventId, csv);
    expect(done.data.counts.new).toBe(10_000);
    const list = await t.api.query<{ total: number }>('people.list', { eventId, limit: 1 }, { token: organizer.token });
    expect(list.data.total).toBe(10_001); // and the organizer
    expect(await outboxSize()).toBe(mailsBefore + 10_000);

    const again = await commit(eventId, csv);
    expect(again.data.counts).toEqual({ new: 0, update: 0, unchanged: 10_000, error: 0 });
  });
});
