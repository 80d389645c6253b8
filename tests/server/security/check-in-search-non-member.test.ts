import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, doorScan, recordScans } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A door "search" sends an account id, and any organizer or staff member of any event could send
// any account id: the "not registered" answer came back with that person's name, though they
// share no event with the caller. A refusal now names only members of the event.

let t: TestServer;
let organizer: TestAccount;
let stranger: TestAccount;
let eventId: string;

beforeAll(async () => {
  t = await startTestServer();
  organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
  stranger = await registerTestAccount(t.api, { firstName: 'Sara', lastName: 'Stranger' });
  eventId = await insertEvent(t.db);
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  // The stranger belongs to another event only.
  await addMember(t.db, await insertEvent(t.db), stranger.account.id, 'attendee');
});
afterAll(() => t.stop());

const search = (accountId: string) => doorScan(eventId, '', { method: 'search', code: undefined, accountId });

describe('a check-in search or scan for someone who is not a member', () => {
  it('answers not registered without a name, the same as for an id nobody has', async () => {
    const [known, unknown] = await recordScans(t.api, organizer, [search(stranger.account.id), search(randomUUID())]);
    expect(known).toMatchObject({ outcome: 'rejected', reason: 'not-registered', person: null });
    expect(unknown).toMatchObject({ outcome: 'rejected', reason: 'not-registered', person: null });
    expect(JSON.stringify(known)).not.toContain('Sara');
  });

  it('names nobody for a valid code of a non-member either, nor for their revoked code', async () => {
    const oldCode = await codeOf(t.api, stranger);
    await t.api.mutate('personalCode.regenerate', undefined, { token: stranger.token });
    const results = await recordScans(t.api, organizer, [doorScan(eventId, await codeOf(t.api, stranger)), doorScan(eventId, oldCode)]);
    expect(results.map((result) => [result.reason, result.person])).toEqual([
      ['not-registered', null],
      ['revoked', null],
    ]);
  });

  it('still names a member whose code is revoked', async () => {
    const member = await registerTestAccount(t.api, { firstName: 'Mia', lastName: 'Member' });
    await addMember(t.db, eventId, member.account.id, 'attendee');
    const oldCode = await codeOf(t.api, member);
    await t.api.mutate('personalCode.regenerate', undefined, { token: member.token });
    const [result] = await recordScans(t.api, organizer, [doorScan(eventId, oldCode)]);
    expect(result).toMatchObject({ reason: 'revoked', person: { accountId: member.account.id, firstName: 'Mia' } });
  });
});
