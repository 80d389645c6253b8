import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection, ConnectionScanResult } from '#shared/contracts/connections.ts';
import { deviceTimeAheadMs } from '#server/services/check-in/effective-time.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, newKey } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A phone said when it scanned someone's code, and the server stored that time as sent: a
// connection "made" in 2199 was kept and listed first on both sides. The time is now believed
// only a few minutes past the server's, as a door scan's or a lead's is.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const in2199 = Date.UTC(2199, 0, 1);

async function connect(who: TestAccount, code: string, scannedAt: number): Promise<ConnectionScanResult> {
  const scans = [{ idempotencyKey: newKey(), code, scannedAt, eventId: null }];
  const answer = await t.api.mutate<{ results: ConnectionScanResult[] }>('connection.create', { scans }, { token: who.token });
  expect(answer.error).toBeUndefined();
  return answer.data.results[0] as ConnectionScanResult;
}
const connectedAtOf = async (who: TestAccount) =>
  (await t.api.query<{ connections: Connection[] }>('connection.list', undefined, { token: who.token })).data.connections.map((c) => c.connectedAt);

describe('a connection’s time from a phone whose clock is far ahead', () => {
  it('is held to the server’s time on both sides', async () => {
    const ada = await registerTestAccount(t.api, { firstName: 'Ada', lastName: 'Ahead' });
    const bob = await registerTestAccount(t.api, { firstName: 'Bob', lastName: 'Shown' });
    const result = await connect(ada, await codeOf(t.api, bob), in2199);
    expect(result.outcome).toBe('accepted');
    const latest = t.clock.now().getTime() + deviceTimeAheadMs;
    expect(result.connection?.connectedAt).toBeLessThanOrEqual(latest);
    for (const side of [ada, bob]) {
      const times = await connectedAtOf(side);
      expect(times).toHaveLength(1);
      expect(times[0]).toBeLessThanOrEqual(latest);
    }
  });

  it('keeps an earlier time as the phone said it (a scan synced late is real)', async () => {
    const cy = await registerTestAccount(t.api, { firstName: 'Cy', lastName: 'Late' });
    const dee = await registerTestAccount(t.api, { firstName: 'Dee', lastName: 'Shown' });
    const twoDaysAgo = t.clock.now().getTime() - 2 * 24 * 60 * 60 * 1000;
    const result = await connect(cy, await codeOf(t.api, dee), twoDaysAgo);
    expect(result.connection?.connectedAt).toBe(twoDaysAgo);
  });
});
