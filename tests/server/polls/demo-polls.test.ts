import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#shared/contracts/account.ts';
import type { PollList, PollStandings } from '#shared/contracts/polls.ts';
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

describe('the demo’s polls', () => {
  it('hold an open poll with votes, a closed one with results and one on a session, whose counts match the votes', async () => {
    const token = await signIn('demo@hallway.test');
    const list = await t.api.query<PollList>('polls.list', { eventId: demoEventId }, { token });
    expect(list.error).toBeUndefined();
    const standings = (await t.api.query<PollStandings>('polls.standings', { eventId: demoEventId }, { token })).data.standings;
    const byId = new Map(standings.map((standing) => [standing.pollId, standing]));
    const open = list.data.polls.find((poll) => poll.state === 'open' && poll.programId === null)!;
    const closed = list.data.polls.find((poll) => poll.state === 'closed')!;
    expect(list.data.polls.some((poll) => poll.programId !== null)).toBe(true);
    for (const poll of [open, closed]) {
      const results = byId.get(poll.id)?.results;
      expect(results?.voters).toBeGreaterThan(0);
      expect(Object.values(results!.votes).reduce((sum, votes) => sum + votes, 0)).toBe(results?.voters);
    }
    // The demo attendee has not voted yet: they can try it.
    expect(byId.get(open.id)?.voted).toBe(false);
  });

  it('adds nothing when the seed runs again', async () => {
    const token = await signIn('organizer@hallway.test');
    const before = await t.api.query<PollList>('polls.list', { eventId: demoEventId }, { token });
    await seedDemo(t.db);
    const after = await t.api.query<PollList>('polls.list', { eventId: demoEventId }, { token });
    expect(after.data.polls).toHaveLength(before.data.polls.length);
  });
});
