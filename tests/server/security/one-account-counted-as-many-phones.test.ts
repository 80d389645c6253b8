import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { offlinePackReports } from '#server/db/schema/offline-pack-reports.ts';
import type { Readiness } from '#shared/contracts/readiness.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// Any member could tell the readiness page that 30 more phones hold the event every 15 minutes
// (the rate limit was the only bound on made-up install ids). One account now counts as at most
// three phones of an event: a fourth install id replaces that account's least recently reported
// one. The rows still name no account: the install id is kept behind a keyed hash of it.

let t: TestServer;
let organizer: TestAccount;
let eventId: string;
beforeAll(async () => {
  t = await startTestServer();
  eventId = await insertEvent(t.db, { enableSchedule: true });
  organizer = await registerTestAccount(t.api, { firstName: 'Olga' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
});
afterAll(() => t.stop());

const phones = async () => (await t.api.query<Readiness>('readiness.get', { eventId }, { token: organizer.token })).data.phones;
async function report(who: TestAccount, installId: string) {
  const answer = await t.api.mutate('readiness.reportPack', { eventId, deviceId: installId }, { token: who.token });
  expect(answer.error).toBeUndefined();
  // Each report a second later: "least recently reported" is then unambiguous.
  t.clock.advance(1);
}
async function member(firstName: string) {
  const who = await registerTestAccount(t.api, { firstName });
  await addMember(t.db, eventId, who.account.id);
  return who;
}

describe('phones one account can make the readiness page count', () => {
  it('counts at most three per account and event, however many install ids it makes up', async () => {
    const faker = await member('Fay');
    for (let i = 0; i < 20; i += 1) await report(faker, `made-up-install-${String(i).padStart(4, '0')}`);
    expect((await phones()).saved).toBe(3);
    // Another member's phones count on their own.
    const honest = await member('Hal');
    await report(honest, 'honest-phone-0001');
    expect((await phones()).saved).toBe(4);
  });

  it('a new install replaces the account’s least recently reported one, not the newest', async () => {
    const traveller = await member('Tia');
    await report(traveller, 'tia-phone-000001');
    await report(traveller, 'tia-tablet-00001');
    await report(traveller, 'tia-laptop-00001');
    const before = (await phones()).saved;
    // The event changes: every phone is behind until it syncs again.
    const start = new Date(Date.now() + 86_400_000);
    await insertProgramItem(t.db, eventId, { title: 'Late talk', room: 'Hall A', startsAt: start, endsAt: new Date(start.getTime() + 3_600_000) });
    await report(traveller, 'tia-phone-000001');
    await report(traveller, 'tia-new-phone-01');
    const after = await phones();
    expect(after.saved).toBe(before);
    // The phone that synced again and the new one are current; the tablet was dropped, the laptop is behind.
    expect(after.current).toBe(2);
    await report(traveller, 'tia-laptop-00001');
    expect((await phones()).current).toBe(3);
    expect((await phones()).saved).toBe(before);
  });

  it('stores no account id with the reports', async () => {
    const rows = await t.db.select({ deviceId: offlinePackReports.deviceId }).from(offlinePackReports).where(eq(offlinePackReports.eventId, eventId));
    const stored = JSON.stringify(rows);
    const accounts = await t.db.select({ id: eventMembers.accountId }).from(eventMembers).where(eq(eventMembers.eventId, eventId));
    expect(accounts.length).toBe(4);
    for (const { id } of accounts) {
      expect(stored).not.toContain(id);
      expect(stored).not.toContain(id.replaceAll('-', ''));
    }
  });

  it('still refuses a flood of reports from one account', async () => {
    const flooder = await member('Flo');
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 31; i += 1) codes.push((await t.api.mutate('readiness.reportPack', { eventId, deviceId: `flood-${String(i).padStart(4, '0')}` }, { token: flooder.token })).error?.data.code);
    expect(codes.slice(0, 30).every((code) => code === undefined)).toBe(true);
    expect(codes[30]).toBe('TOO_MANY_REQUESTS');
  });
});
