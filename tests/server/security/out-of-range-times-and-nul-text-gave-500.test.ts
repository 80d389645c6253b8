// Runs on both databases: bad bytes and out-of-range times reach each driver differently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, insertEvent } from '../factories/events.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, uniqueEmail, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, doorScan, newKey } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { ApiResponse } from '../helpers/trpc-http.ts';

// Inputs the contracts used to accept answered 500: a time past JavaScript's last date
// (8.64e15 ms, "Invalid time value" once the server made a Date of it) and a NUL character,
// which PostgreSQL refuses to store. Both are the caller's mistake: a 400 naming the field.

let t: TestServer;
let organizer: TestAccount;
let member: TestAccount;
let eventId: string;
let organizationId: string;

beforeAll(async () => {
  t = await startTestServer();
  organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
  member = await registerTestAccount(t.api, { firstName: 'Mia', lastName: 'Member' });
  eventId = await insertEvent(t.db, { timeZone: 'America/Toronto', enableAttendeeList: true });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  await addMember(t.db, eventId, member.account.id, 'attendee');
  const organization = await insertOrganization(t.db, { name: 'Bounds Co' });
  organizationId = organization.id;
  await addOrganizationMember(t.db, organizationId, organizer.account.id, 'owner');
});
afterAll(() => t.stop());

const as = (who: TestAccount) => ({ token: who.token });
const pastLastDate = 9e15;
const device = { deviceId: 'device-bounds-1', deviceLabel: 'Gate A' };
const hour = 3600;
const start = Math.floor(Date.UTC(2030, 5, 1, 13) / 1000);
const eventDetails = { name: 'Bounds Conf', timeZone: 'America/Toronto', startsAt: start, endsAt: start + 8 * hour };

function expectFieldError(response: ApiResponse, field: string) {
  expect(response.status, JSON.stringify(response.raw)).toBe(400);
  expect(response.error?.data.code).toBe('BAD_REQUEST');
  expect(Object.keys(response.error?.data.fieldPaths ?? {})).toContain(field);
}

describe('times past the last JavaScript date', () => {
  it('refuses a door scan, an undo and an agenda change made at 9e15 ms', async () => {
    const code = await codeOf(t.api, member);
    expectFieldError(await t.api.mutate('checkIn.record', { scans: [doorScan(eventId, code, { scannedAt: pastLastDate })] }, as(organizer)), 'scans.0.scannedAt');
    expectFieldError(
      await t.api.mutate('checkIn.undo', { idempotencyKey: newKey(), eventId, accountId: member.account.id, undoneAt: pastLastDate }, as(organizer)),
      'undoneAt',
    );
    expectFieldError(
      await t.api.mutate('schedule.setAgenda', { idempotencyKey: newKey(), eventId, programId: crypto.randomUUID(), inAgenda: true, changedAt: pastLastDate }, as(member)),
      'changedAt',
    );
    expectFieldError(await t.api.mutate('connection.create', { scans: [{ idempotencyKey: newKey(), code, scannedAt: pastLastDate, eventId: null }] }, as(organizer)), 'scans.0.scannedAt');
  });

  it('refuses a since cursor of 9e15 on every delta sync', async () => {
    expectFieldError(await t.api.query('checkIn.changes', { eventId, ...device, since: pastLastDate }, as(organizer)), 'since');
    expectFieldError(await t.api.query('schedule.get', { eventId, since: pastLastDate }, as(member)), 'since');
    expectFieldError(await t.api.query('attendees.directory', { eventId, since: pastLastDate }, as(member)), 'since');
  });

  it('refuses event and session times past the year 2199, and still takes ordinary ones', async () => {
    const farEvent = await t.api.mutate('eventAdmin.create', { organizationId, details: { ...eventDetails, endsAt: pastLastDate } }, as(organizer));
    expectFieldError(farEvent, 'details.endsAt');
    expect(farEvent.error?.data.fieldPaths?.['details.endsAt']).toContain('Choose a date between the years 2000 and 2199');
    const farSession = await t.api.mutate(
      'scheduleAdmin.save',
      { eventId, session: { title: 'Forever', startsAt: start, endsAt: pastLastDate / 1000 } },
      as(organizer),
    );
    expectFieldError(farSession, 'session.endsAt');
    const ordinary = await t.api.mutate('scheduleAdmin.save', { eventId, session: { title: 'Keynote', startsAt: start, endsAt: start + hour } }, as(organizer));
    expect(ordinary.error).toBeUndefined();
  });

  it('still keeps a scan from a device whose clock fell back to 1970', async () => {
    const response = await t.api.mutate<{ results: Array<{ outcome: string }> }>(
      'checkIn.record',
      { scans: [doorScan(eventId, await codeOf(t.api, member), { scannedAt: 1_000 })] },
      as(organizer),
    );
    expect(response.data.results[0]?.outcome).toBe('accepted');
  });
});

describe('NUL and other control characters in text', () => {
  it('refuses them when registering, as a field error on the name', async () => {
    const response = await t.api.mutate('account.register', { firstName: 'Ada\u0000', lastName: 'Lovelace', email: uniqueEmail(), password: 'correct horse battery' });
    expectFieldError(response, 'firstName');
    expect(response.error?.data.fieldErrors?.firstName).toEqual(['Remove line breaks and control characters']);
  });

  it('refuses a NUL in a profile handle looked up, a profile field, a note and a device label', async () => {
    expectFieldError(await t.api.query('profile.byHandle', { handle: 'ada\u0000' }, as(member)), 'handle');
    expectFieldError(await t.api.mutate('profile.update', { headline: 'Engineer\u0000' }, as(member)), 'headline');
    expectFieldError(await t.api.mutate('profile.update', { bio: 'Line one\nline two\u0000' }, as(member)), 'bio');
    expectFieldError(
      await t.api.mutate('connection.setNote', { idempotencyKey: newKey(), accountId: organizer.account.id, note: 'Met at the bar\u0000' }, as(member)),
      'note',
    );
    expectFieldError(await t.api.query('checkIn.roster', { eventId, deviceId: 'device-bounds-2', deviceLabel: 'Gate\u0000B' }, as(organizer)), 'deviceLabel');
    const code = await codeOf(t.api, member);
    expectFieldError(await t.api.mutate('checkIn.record', { scans: [doorScan(eventId, code, { deviceLabel: 'Gate\u0000B' })] }, as(organizer)), 'scans.0.deviceLabel');
  });

  it('refuses a line break inside a one-line field but keeps line breaks in a bio', async () => {
    expectFieldError(await t.api.mutate('profile.update', { company: 'Acme\nCorp' }, as(member)), 'company');
    const bio = await t.api.mutate<{ bio: string }>('profile.update', { bio: 'Line one\nline two\ttabbed' }, as(member));
    expect(bio.error).toBeUndefined();
    expect(bio.data.bio).toBe('Line one\nline two\ttabbed');
  });
});
