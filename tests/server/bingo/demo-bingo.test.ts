import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#shared/contracts/account.ts';
import type { MyBingo } from '#shared/contracts/bingo.ts';
import { demoPassword } from '#server/db/seed/demo-credentials.ts';
import { demoEventId, seedDemo } from '#server/db/seed/demo.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(() => t.stop());

async function signIn(email: string): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoPassword });
  return tokenFromSetCookie(response.headers) as string;
}

describe('the demo’s bingo', () => {
  it('is a 4×4 card the demo attendee sees empty; a second seed adds nothing', async () => {
    const token = await signIn('demo@hallway.test');
    const first = await t.api.query<MyBingo>('bingo.card', { eventId: demoEventId }, { token });
    expect(first.error).toBeUndefined();
    expect(first.data.card?.size).toBe(4);
    expect(first.data.card?.tiles).toHaveLength(16);
    expect(first.data.fills).toEqual([]);
    await seedDemo(t.db);
    const again = await t.api.query<MyBingo>('bingo.card', { eventId: demoEventId }, { token });
    expect(again.data.card?.id).toBe(first.data.card?.id);
    expect(again.data.card?.tiles).toHaveLength(16);
  });
});
