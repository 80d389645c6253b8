import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#shared/contracts/account.ts';
import type { QuestionBoard, QuestionList } from '#shared/contracts/questions.ts';
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

describe('the demo’s questions', () => {
  it('fill two sessions with upvoted questions, one pinned and one answered, and an anonymous one without a name', async () => {
    const board = await t.api.query<QuestionBoard>('questions.board', { eventId: demoEventId }, { token: await signIn('organizer@hallway.test') });
    expect(board.error).toBeUndefined();
    const sessions = new Set(board.data.questions.map((question) => question.programId));
    expect(sessions.size).toBe(2);
    expect(board.data.questions.filter((question) => question.pinned)).toHaveLength(1);
    expect(board.data.questions.filter((question) => question.answered)).toHaveLength(1);
    expect(board.data.questions.find((question) => question.anonymous)?.asker).toBeNull();

    const keynote = board.data.questions.find((question) => question.pinned)?.programId as string;
    const seen = await t.api.query<QuestionList>('questions.list', { eventId: demoEventId, programId: keynote }, { token: await signIn('demo@hallway.test') });
    expect(seen.data.questions[0]).toMatchObject({ pinned: true, votes: 4, votedByMe: true });
  });

  it('adds nothing when the seed runs again', async () => {
    const token = await signIn('organizer@hallway.test');
    const before = await t.api.query<QuestionBoard>('questions.board', { eventId: demoEventId }, { token });
    await seedDemo(t.db);
    const after = await t.api.query<QuestionBoard>('questions.board', { eventId: demoEventId }, { token });
    expect(after.data.questions).toHaveLength(before.data.questions.length);
  });
});
