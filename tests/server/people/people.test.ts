import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Person } from '#shared/contracts/people.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { insertEventInvitation } from '../factories/invitations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { readOutbox } from '../helpers/dev-mail.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let organizer: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
});
afterAll(() => t.stop());

async function newEvent(name = 'People Fest'): Promise<string> {
  const eventId = await insertEvent(t.db, { name, joinPolicy: 'invite' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  return eventId;
}

const as = (who: TestAccount) => ({ token: who.token });
const invite = (eventId: string, person: Record<string, string>) => t.api.mutate<Person>('people.invite', { eventId, invite: person }, as(organizer));
const list = (eventId: string, filters: Record<string, unknown> = {}) =>
  t.api.query<{ items: Person[]; total: number }>('people.list', { eventId, ...filters }, as(organizer));

async function latestJoinToken(email: string): Promise<string> {
  const [mail] = await readOutbox(t.api, email);
  const token = mail?.text.match(/\/join\?token=([\w-]+)/)?.[1];
  expect(token, 'a join link in the mail').toBeTruthy();
  return token as string;
}

describe('people.invite', () => {
  it('invites by email and mails a join link that makes the invitee a member with the invited role and ticket', async () => {
    const eventId = await newEvent('Invite Summit');
    const email = `speaker-${randomUUID()}@example.test`;
    const response = await invite(eventId, { email: ` ${email.toUpperCase()} `, firstName: 'Sam', lastName: 'Speaker', role: 'speaker', ticketType: 'Speaker' });
    expect(response.data).toMatchObject({ kind: 'invitation', email, role: 'speaker', ticketType: 'Speaker', status: 'PENDING', accountId: null });

    const invitee = await registerTestAccount(t.api, { email });
    const joined = await t.api.mutate<HallwayEvent>('event.joinByToken', { token: await latestJoinToken(email) }, as(invitee));
    expect(joined.data).toMatchObject({ id: eventId, membership: { role: 'speaker', attendeeId: expect.any(String) } });
    const [person] = (await list(eventId, { search: email })).data.items;
    expect(person).toMatchObject({ kind: 'member', id: joined.data.membership?.attendeeId, accountId: invitee.account.id, role: 'speaker', ticketType: 'Speaker', status: 'MEMBER' });
  });

  it('updates the role and ticket of someone who already joined, and mails nothing', async () => {
    const eventId = await newEvent();
    const member = await registerTestAccount(t.api);
    await addMember(t.db, eventId, member.account.id, 'attendee');
    const response = await invite(eventId, { email: member.email, role: 'staff', ticketType: 'Crew' });
    expect(response.data).toMatchObject({ kind: 'member', role: 'staff', ticketType: 'Crew', status: 'MEMBER' });
    expect(await readOutbox(t.api, member.email)).toHaveLength(0);
  });

  it('sends a fresh link when invited again; the old link stops working', async () => {
    const eventId = await newEvent();
    const email = `again-${randomUUID()}@example.test`;
    await invite(eventId, { email });
    const first = await latestJoinToken(email);
    await invite(eventId, { email, role: 'exhibitor' });
    const second = await latestJoinToken(email);
    expect(second).not.toBe(first);
    const invitee = await registerTestAccount(t.api, { email });
    expect((await t.api.mutate('event.joinByToken', { token: first }, as(invitee))).error?.data.code).toBe('NOT_FOUND');
    const joined = await t.api.mutate<HallwayEvent>('event.joinByToken', { token: second }, as(invitee));
    expect(joined.data.membership?.role).toBe('exhibitor');
  });

  it('validates the invite: a bad email or role is BAD_REQUEST with field errors', async () => {
    const eventId = await newEvent();
    const response = await invite(eventId, { email: 'nope', role: 'king' });
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect(Object.keys(response.error?.data.fieldErrors ?? {})).toEqual(['invite']);
  });
});

describe('people.list', () => {
  it('lists members and invitations with statuses, searches, filters by role and pages with a total', async () => {
    const eventId = await newEvent();
    await invite(eventId, { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', role: 'speaker' });
    await invite(eventId, { email: 'grace@example.test', firstName: 'Grace', lastName: 'Hopper' });
    await insertEventInvitation(t.db, eventId, { email: 'late@example.test', expiresInDays: -1 });

    const all = await list(eventId);
    expect(all.data.total).toBe(4);
    expect(all.data.items.map((person) => [person.email, person.status])).toEqual([
      ['late@example.test', 'EXPIRED'],
      ['ada@example.test', 'PENDING'],
      ['grace@example.test', 'PENDING'],
      [organizer.email, 'MEMBER'],
    ]);
    expect((await list(eventId, { search: 'lovelace' })).data.items.map((person) => person.email)).toEqual(['ada@example.test']);
    expect((await list(eventId, { search: 'Grace Hop' })).data.items.map((person) => person.email)).toEqual(['grace@example.test']);
    expect((await list(eventId, { search: '%' })).data.total).toBe(0);
    expect((await list(eventId, { role: 'speaker' })).data.items.map((person) => person.email)).toEqual(['ada@example.test']);
    const page = await list(eventId, { limit: 2, offset: 2 });
    expect(page.data).toMatchObject({ total: 4, items: [{ email: 'grace@example.test' }, { email: organizer.email }] });
  });
});

describe('people.changeRole and people.remove', () => {
  it('changes the role (and, when sent, the ticket) of a member or an invitation', async () => {
    const eventId = await newEvent();
    const member = await registerTestAccount(t.api);
    const attendeeId = await addMember(t.db, eventId, member.account.id, 'attendee', 'General');
    const invitation = await insertEventInvitation(t.db, eventId, { ticketType: 'VIP' });

    const changed = await t.api.mutate<Person>('people.changeRole', { eventId, personId: attendeeId, role: 'staff' }, as(organizer));
    expect(changed.data).toMatchObject({ id: attendeeId, role: 'staff', ticketType: 'General' });
    const byMember = await t.api.query<HallwayEvent>('event.byId', { id: eventId }, as(member));
    expect(byMember.data.membership?.role).toBe('staff');
    expect(byMember.data.viewerPermissions).toContain('Event::CheckIn::Create');

    const retitled = await t.api.mutate<Person>('people.changeRole', { eventId, personId: invitation.id, role: 'speaker', ticketType: 'Speaker' }, as(organizer));
    expect(retitled.data).toMatchObject({ kind: 'invitation', role: 'speaker', ticketType: 'Speaker' });
  });

  it('answers NOT_FOUND for a person of another event', async () => {
    const eventId = await newEvent();
    const elsewhere = await insertEventInvitation(t.db, await insertEvent(t.db));
    const response = await t.api.mutate('people.changeRole', { eventId, personId: elsewhere.id, role: 'staff' }, as(organizer));
    expect(response.error?.data.code).toBe('NOT_FOUND');
    expect((await t.api.mutate('people.remove', { eventId, personId: randomUUID() }, as(organizer))).error?.data.code).toBe('NOT_FOUND');
  });

  it('revokes a membership: the former member is a stranger to the event again', async () => {
    const eventId = await newEvent();
    const member = await registerTestAccount(t.api);
    const attendeeId = await addMember(t.db, eventId, member.account.id);
    expect((await t.api.mutate('people.remove', { eventId, personId: attendeeId }, as(organizer))).data).toEqual({ ok: true });
    const after = await t.api.query<HallwayEvent>('event.byId', { id: eventId }, as(member));
    expect(after.data.membership).toBeNull();
    expect((await list(eventId, { search: member.email })).data.total).toBe(0);
  });

  it('revokes an invitation: its link stops working', async () => {
    const eventId = await newEvent();
    const email = `revoked-${randomUUID()}@example.test`;
    const invited = await invite(eventId, { email });
    const token = await latestJoinToken(email);
    await t.api.mutate('people.remove', { eventId, personId: invited.data.id }, as(organizer));
    const invitee = await registerTestAccount(t.api, { email });
    expect((await t.api.mutate('event.joinByToken', { token }, as(invitee))).error?.data.code).toBe('NOT_FOUND');
  });
});

describe('people.exportCsv', () => {
  it('exports the import columns plus status, and defuses cells a spreadsheet would run as formulas', async () => {
    const eventId = await newEvent('Export Expo 2027');
    await invite(eventId, { email: 'eve@example.test', firstName: '=HYPERLINK("http://evil.example","x")', lastName: '+1', ticketType: '@SUM(A1)' });
    await invite(eventId, { email: 'dash@example.test', firstName: '-2', lastName: 'Plain, with comma' });
    const response = await t.api.query<{ filename: string; csv: string }>('people.exportCsv', { eventId }, as(organizer));
    expect(response.data.filename).toMatch(/^export-expo-2027-people-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = Papa.parse<string[]>(response.data.csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['email', 'first name', 'last name', 'role', 'ticket type', 'status']);
    const rows = Object.fromEntries(parsed.slice(1).map((row) => [row[0], row]));
    expect(rows['eve@example.test']).toEqual(['eve@example.test', `'=HYPERLINK("http://evil.example","x")`, "'+1", 'attendee', "'@SUM(A1)", 'PENDING']);
    expect(rows['dash@example.test']).toEqual(['dash@example.test', "'-2", 'Plain, with comma', 'attendee', '', 'PENDING']);
    expect(rows[organizer.email]?.[5]).toBe('MEMBER');
  });
});
