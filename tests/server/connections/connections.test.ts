import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection, ConnectionScanResult } from '#shared/contracts/connections.ts';
import type { AppNotification } from '#shared/contracts/notification.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, forge, newKey } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const scan = (code: string, overrides: Partial<{ eventId: string | null; scannedAt: number; idempotencyKey: string }> = {}) => ({
  idempotencyKey: newKey(),
  code,
  scannedAt: 1_700_000_000_000,
  eventId: null,
  ...overrides,
});
async function connect(who: TestAccount, scans: ReturnType<typeof scan>[]): Promise<ConnectionScanResult[]> {
  const response = await t.api.mutate<{ results: ConnectionScanResult[] }>('connection.create', { scans }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data.results;
}
const list = async (who: TestAccount) => (await t.api.query<{ connections: Connection[] }>('connection.list', undefined, { token: who.token })).data.connections;

describe('connections', () => {
  it('connects both ways, tagged with an event only the scanner belongs to, and tells the scanned person', async () => {
    const ada = await registerTestAccount(t.api, { firstName: 'Ada', lastName: 'Scanner' });
    const bob = await registerTestAccount(t.api, { firstName: 'Bob', lastName: 'Shown' });
    const eventId = await insertEvent(t.db, { name: 'Meetup' });
    await addMember(t.db, eventId, ada.account.id);
    const [result] = await connect(ada, [scan(await codeOf(t.api, bob), { eventId, scannedAt: 1_700_000_000_500 })]);
    expect(result).toMatchObject({
      outcome: 'accepted',
      reason: null,
      connection: { note: '', connectedAt: 1_700_000_000_500, event: { id: eventId, name: 'Meetup' }, person: { accountId: bob.account.id, email: bob.email, firstName: 'Bob' } },
    });
    const [bobSide] = await list(bob);
    expect(bobSide).toMatchObject({ person: { accountId: ada.account.id, email: ada.email }, event: { id: eventId } });
    const bell = await t.api.query<{ items: AppNotification[] }>('notification.list', {}, { token: bob.token });
    expect(JSON.stringify(bell.data)).toContain('Ada Scanner connected with you');

    // Not a member of the event: the connection is kept, the event is not.
    const cy = await registerTestAccount(t.api);
    const [untagged] = await connect(cy, [scan(await codeOf(t.api, bob), { eventId })]);
    expect(untagged?.connection?.event).toBeNull();
  });

  it('answers duplicate when already connected (from either side), and a replay the same', async () => {
    const ada = await registerTestAccount(t.api);
    const bob = await registerTestAccount(t.api);
    const first = scan(await codeOf(t.api, bob));
    await connect(ada, [first]);
    const [again] = await connect(ada, [scan(await codeOf(t.api, bob))]);
    expect(again).toMatchObject({ outcome: 'duplicate', connection: { person: { accountId: bob.account.id } } });
    const [back] = await connect(bob, [scan(await codeOf(t.api, ada))]);
    expect(back?.outcome).toBe('duplicate');
    const [replayed] = await connect(ada, [first]);
    expect(replayed?.outcome).toBe('accepted');
    expect(await list(ada)).toHaveLength(1);
    expect(await list(bob)).toHaveLength(1);
  });

  it('connects several people in one batch; a person scanned twice is connected by the first scan, the second is a duplicate', async () => {
    const ada = await registerTestAccount(t.api);
    const bob = await registerTestAccount(t.api);
    const cy = await registerTestAccount(t.api);
    const bobCode = await codeOf(t.api, bob);
    const results = await connect(ada, [
      scan(bobCode, { scannedAt: 1_700_000_001_000 }),
      scan(await codeOf(t.api, cy), { scannedAt: 1_700_000_002_000 }),
      scan('https://example.com'),
      scan(bobCode, { scannedAt: 1_700_000_003_000 }),
    ]);
    expect(results.map((result) => [result.outcome, result.connection?.person.accountId ?? result.reason])).toEqual([
      ['accepted', bob.account.id],
      ['accepted', cy.account.id],
      ['rejected', 'not-hallway'],
      ['duplicate', bob.account.id],
    ]);
    expect(results[3]?.connection?.connectedAt).toBe(1_700_000_001_000);
    expect((await list(ada)).map((connection) => connection.person.accountId).sort()).toEqual([bob.account.id, cy.account.id].sort());
    expect((await list(bob)).map((connection) => [connection.person.accountId, connection.connectedAt])).toEqual([[ada.account.id, 1_700_000_001_000]]);
    expect(await list(cy)).toHaveLength(1);
  });

  it('refuses my own code, forged, foreign and revoked codes', async () => {
    const ada = await registerTestAccount(t.api);
    const bob = await registerTestAccount(t.api);
    const old = await codeOf(t.api, bob);
    await t.api.mutate('personalCode.regenerate', undefined, { token: bob.token });
    const results = await connect(ada, [scan(await codeOf(t.api, ada)), scan(forge(await codeOf(t.api, bob))), scan('https://example.com'), scan(old)]);
    expect(results.map((result) => [result.outcome, result.reason])).toEqual([
      ['rejected', 'self'],
      ['rejected', 'forged'],
      ['rejected', 'not-hallway'],
      ['rejected', 'revoked'],
    ]);
    expect(await list(ada)).toEqual([]);
  });

  it('keeps each side’s note private to its owner; removing takes the person off my list only', async () => {
    const ada = await registerTestAccount(t.api);
    const bob = await registerTestAccount(t.api);
    await connect(ada, [scan(await codeOf(t.api, bob))]);
    const noted = await t.api.mutate<Connection>('connection.setNote', { idempotencyKey: newKey(), accountId: bob.account.id, note: '  Ask about the API  ' }, { token: ada.token });
    expect(noted.data).toMatchObject({ note: 'Ask about the API', person: { accountId: bob.account.id } });
    expect((await list(ada))[0]?.note).toBe('Ask about the API');
    expect((await list(bob))[0]?.note).toBe('');

    const stranger = await registerTestAccount(t.api);
    const refused = await t.api.mutate('connection.setNote', { idempotencyKey: newKey(), accountId: stranger.account.id, note: 'x' }, { token: ada.token });
    expect(refused.error?.data.code).toBe('NOT_FOUND');

    expect((await t.api.mutate('connection.remove', { accountId: bob.account.id }, { token: ada.token })).data).toEqual({ ok: true });
    expect(await list(ada)).toEqual([]);
    expect(await list(bob)).toHaveLength(1);
  });

  it('lists newest first and needs a session', async () => {
    const ada = await registerTestAccount(t.api);
    const [bob, cy] = [await registerTestAccount(t.api, { firstName: 'Bob' }), await registerTestAccount(t.api, { firstName: 'Cy' })];
    await connect(ada, [scan(await codeOf(t.api, bob), { scannedAt: 1_000 }), scan(await codeOf(t.api, cy), { scannedAt: 2_000 })]);
    expect((await list(ada)).map((connection) => connection.person.firstName)).toEqual(['Cy', 'Bob']);
    expect((await t.api.query('connection.list')).error?.data.code).toBe('UNAUTHORIZED');
  });
});
