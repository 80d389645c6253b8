// Runs on both databases: votes as claimed go through SQL functions and notifications.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { polls } from '#server/db/schema/polls.ts';
import type { Poll } from '#shared/contracts/polls.ts';
import { ballotSecret, createPoll, pollDraft, pollSceneForFile, standingOf, vote } from './poll-scene.ts';

// Votes on a poll this server has read before go in one statement, on the device's word for its
// previous choice (src/server/services/polls/vote-as-claimed.ts); whatever that word or the
// remembered poll gets wrong must fall back to the fresh read and count exactly as it would.

const file = pollSceneForFile();

const ids = (poll: Poll) => poll.options.map((option) => option.id);

/** The text of a drizzle `sql` query, from its literal parts (enough to tell one statement from another). */
function queryText(query: unknown): string {
  const chunks = (query as { queryChunks?: unknown[] }).queryChunks ?? [];
  // Parameters are plain values (null among them); only the literal parts carry a string array.
  return chunks.map((chunk) => {
    const value = (chunk as { value?: unknown } | null)?.value;
    return Array.isArray(value) ? value.join('') : '';
  }).join(' ');
}

/**
 * Statements the server's vote path sends for one call (the vote services use db.execute). On
 * PostgreSQL the live announcer sends a NOTIFY for an earlier vote on its own timer (100 ms after
 * it): one landing inside the call is not the vote's, and is not counted.
 */
async function statementsFor<T>(call: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const execute = vi.spyOn(file.t.server.deps.db, 'execute');
  try {
    const result = await call();
    return { result, statements: execute.mock.calls.filter(([query]) => !queryText(query).includes('pg_notify')).length };
  } finally {
    execute.mockRestore();
  }
}

describe('a vote on a poll the server has read before', () => {
  it('goes in one statement when the device’s previous choice is right, and falls back to count correctly when it is not', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    const [a, b, c] = ids(poll);
    // The first vote on this server reads the poll.
    expect((await statementsFor(() => vote(file.t, file.scene.neighbour, poll, [c!]))).statements).toBe(2);

    const secret = ballotSecret();
    const first = await statementsFor(() => vote(file.t, file.scene.attendee, poll, [a!], { ballotSecret: secret }));
    expect(first.statements).toBe(1);
    expect(first.result.data?.results).toEqual({ voters: 2, votes: { [a!]: 1, [b!]: 0, [c!]: 1 } });
    const changed = await statementsFor(() => vote(file.t, file.scene.attendee, poll, [b!], { ballotSecret: secret, previousOptionIds: [a!] }));
    expect(changed.statements).toBe(1);
    expect(changed.result.data?.results).toEqual({ voters: 2, votes: { [a!]: 0, [b!]: 1, [c!]: 1 } });

    // A device that is wrong about its previous choice (another device changed it): the stored row decides.
    const wrong = await statementsFor(() => vote(file.t, file.scene.attendee, poll, [a!], { ballotSecret: secret, previousOptionIds: [c!] }));
    expect(wrong.statements).toBeGreaterThan(1);
    expect(wrong.result.data?.results).toEqual({ voters: 2, votes: { [a!]: 1, [b!]: 0, [c!]: 1 } });
    // A device that thinks it never voted, having voted: the same.
    await vote(file.t, file.scene.attendee, poll, [c!], { ballotSecret: secret });
    expect((await standingOf(file.t, file.scene.organizer, poll)).results).toEqual({ voters: 2, votes: { [a!]: 0, [b!]: 0, [c!]: 2 } });
  });

  it('a poll remembered open but closed since, even by a write that left its time stamp alone, refuses the vote', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    await vote(file.t, file.scene.neighbour, poll, [ids(poll)[0]!]);
    await file.t.db.update(polls).set({ state: 'closed' }).where(eq(polls.id, poll.id));
    const refused = await vote(file.t, file.scene.attendee, poll, [ids(poll)[1]!]);
    expect(refused.error?.data.code).toBe('PRECONDITION_FAILED');
    expect((await standingOf(file.t, file.scene.organizer, poll)).results?.voters).toBe(1);
  });

  it('a chosen option that is not the poll’s is refused, not stored, however the poll was remembered', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    const other = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    await vote(file.t, file.scene.neighbour, poll, [ids(poll)[0]!]);
    const refused = await vote(file.t, file.scene.attendee, poll, [ids(other)[0]!]);
    expect(refused.error?.data.code).toBe('BAD_REQUEST');
    expect((await standingOf(file.t, file.scene.organizer, poll)).results?.voters).toBe(1);
  });

  it('anonymous polls: the device’s secret and previous choice move the count in one statement; a wrong previous choice is refused as before', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { anonymous: true }));
    const [a, b] = ids(poll);
    await vote(file.t, file.scene.neighbour, poll, [a!]);
    const secret = ballotSecret();
    await vote(file.t, file.scene.attendee, poll, [a!], { ballotSecret: secret });
    const moved = await statementsFor(() => vote(file.t, file.scene.attendee, poll, [b!], { ballotSecret: secret, previousOptionIds: [a!] }));
    expect(moved.statements).toBe(1);
    expect(moved.result.data?.results?.votes).toMatchObject({ [a!]: 1, [b!]: 1 });
    const wrong = await vote(file.t, file.scene.attendee, poll, [a!], { ballotSecret: secret, previousOptionIds: [a!, b!] });
    expect(wrong.error?.data.code).toBe('CONFLICT');
    expect((await standingOf(file.t, file.scene.organizer, poll)).results?.votes).toMatchObject({ [a!]: 1, [b!]: 1 });
  });
});
