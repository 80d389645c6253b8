import { describe, expect, it } from 'vitest';
import { feedbackFormInput, feedbackLiveSchema, rateInput } from '#shared/contracts/feedback.ts';
import { leaderboardSchema } from '#shared/contracts/leaderboard.ts';
import { pollLiveSchema } from '#shared/contracts/poll-live.ts';
import { questionEmptyMessage, questionLiveDataSchema, questionTextSchema, questionTooLongMessage } from '#shared/contracts/questions.ts';

// Contracts the page checks at run time, written once in zod/mini (decision 0085): the page and
// the server run these very schemas, so their verdicts are checked here, on the samples the
// page's former twins were held to.
const verdicts = (schema: { safeParse(value: unknown): { success: boolean } }, samples: unknown[]) => samples.map((sample) => schema.safeParse(sample).success);
const firstMessage = (schema: { safeParse(value: unknown): { error?: { issues: Array<{ message: string }> } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('question text (the ask form and questions.ask)', () => {
  it('takes 1–500 characters once trimmed, line breaks but no control characters', () => {
    expect(verdicts(questionTextSchema, ['Why?', 'x'.repeat(500), ` ${'x'.repeat(500)} `, 'two\nlines'])).toEqual([true, true, true, true]);
    expect(verdicts(questionTextSchema, ['', '   ', 'x'.repeat(501), 'bell\u0007', 42])).toEqual([false, false, false, false, false]);
  });

  it('answers the text trimmed, and words what a person can get wrong', () => {
    expect(questionTextSchema.parse('  padded  ')).toBe('padded');
    expect(firstMessage(questionTextSchema, '   ')).toBe(questionEmptyMessage);
    expect(firstMessage(questionTextSchema, 'x'.repeat(501))).toBe(questionTooLongMessage);
  });
});

describe('the live data of topic questions', () => {
  const question = {
    id: '00000000-0000-4000-8000-000000000001',
    programId: '5eed0000-0000-4000-8000-0000000000aa',
    text: 'Question 1',
    anonymous: false,
    asker: { firstName: 'Ada', lastName: 'Lovelace' },
    mine: false,
    votes: 0,
    votedByMe: false,
    status: 'approved',
    answered: false,
    pinned: false,
    createdAt: 1_800_000_000_001,
  };
  const change = (overrides: Record<string, unknown> = {}) => ({ id: question.id, votes: 0, status: 'approved', answered: false, pinned: false, withdrawn: false, ...overrides });

  it('takes changes with and without the question, and the settings', () => {
    expect(
      verdicts(questionLiveDataSchema, [
        { changes: [] },
        { changes: [change()] },
        { changes: [change({ question })], settings: { open: true, preApproval: false } },
        { changes: [change({ question: { ...question, asker: null } })] },
      ]),
    ).toEqual([true, true, true, true]);
  });

  it('refuses a change it could not apply', () => {
    expect(
      verdicts(questionLiveDataSchema, [
        { changes: [change({ votes: -1 })] },
        { changes: [change({ status: 'deleted' })] },
        { changes: [change({ question: { ...question, asker: 'Ada' } })] },
        { changes: [{ id: 'nope' }] },
        null,
      ]),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('a rating (the rating form and feedback.rate)', () => {
  const queued = { idempotencyKey: 'abcdefgh12', eventId: '5eed0000-0000-4000-8000-000000000001', programId: null, ratedAt: 1_700_000_000_000 };
  const forms: Array<[{ rating: number; comment: string; anonymous: boolean }, boolean]> = [
    [{ rating: 1, comment: '', anonymous: false }, true],
    [{ rating: 5, comment: 'Great\r\n\tthanks', anonymous: true }, true],
    [{ rating: 0, comment: '', anonymous: false }, false],
    [{ rating: 6, comment: '', anonymous: false }, false],
    [{ rating: 3.5, comment: '', anonymous: false }, false],
    [{ rating: 3, comment: 'x'.repeat(2000), anonymous: false }, true],
    [{ rating: 3, comment: 'x'.repeat(2001), anonymous: false }, false],
    [{ rating: 3, comment: 'bell\u0007', anonymous: false }, false],
    [{ rating: 3, comment: 'half \ud83d', anonymous: false }, false],
    [{ rating: 3, comment: 'emoji 🎉 and \u202e bidi', anonymous: false }, true],
  ];

  it.each(forms)('the form and feedback.rate give one verdict for %j', (form, accepted) => {
    // The form checks feedback.rate's own fields, so nothing queued offline is refused later for its shape.
    expect(feedbackFormInput.safeParse(form).success).toBe(accepted);
    expect(rateInput.safeParse({ ...queued, ...form }).success).toBe(accepted);
  });

  it('words the mistakes a person can make', () => {
    expect(firstMessage(feedbackFormInput, { rating: 0, comment: '', anonymous: false })).toBe('Choose a rating from 1 to 5 stars');
    expect(firstMessage(feedbackFormInput, { rating: 6, comment: '', anonymous: false })).toBe('Choose a rating from 1 to 5 stars');
    expect(firstMessage(feedbackFormInput, { rating: 3, comment: 'x'.repeat(2001), anonymous: false })).toBe('At most 2000 characters');
  });
});

describe('the live nudge of topic feedback', () => {
  it('names a session by its id, or null for the event', () => {
    expect(verdicts(feedbackLiveSchema, [{ programId: null }, { programId: '5eed0000-0000-4000-8000-000000000009' }])).toEqual([true, true]);
    expect(verdicts(feedbackLiveSchema, [{}, { programId: 3 }, { programId: 'abc' }, null, 'event'])).toEqual([false, false, false, false, false]);
  });
});

describe('the live leaderboard (topic activities)', () => {
  it('takes ranked rows, anonymous ones without a name', () => {
    expect(
      verdicts(leaderboardSchema, [
        { entries: [{ rank: 1, name: 'Ada', points: 30, me: false }, { rank: 2, name: null, points: 5, me: false }], players: 2 },
        { entries: [], players: 0 },
      ]),
    ).toEqual([true, true]);
  });

  it('refuses a rank below 1, points that are not whole, a row without its name, a board without rows', () => {
    expect(
      verdicts(leaderboardSchema, [
        { entries: [{ rank: 0, name: 'Ada', points: 30, me: false }], players: 1 },
        { entries: [{ rank: 1, name: 'Ada', points: 1.5, me: false }], players: 1 },
        { entries: [{ rank: 1, points: 3, me: false }], players: 1 },
        { players: 1 },
      ]),
    ).toEqual([false, false, false, false]);
  });
});

describe('the live message of topic polls', () => {
  const pollId = '5eed0000-0000-4000-8000-000000000001';
  it('takes the state now, with or without the counts', () => {
    expect(
      verdicts(pollLiveSchema, [
        { pollId, state: 'open', results: null },
        { pollId, state: 'closed', results: { voters: 2, votes: { [pollId]: 2 } }, revisedAt: 5 },
        { pollId, state: 'scheduled', results: null },
      ]),
    ).toEqual([true, true, true]);
  });

  it('refuses another state, a poll that is not an id, counts that are not whole or below 0, a missing results', () => {
    expect(
      verdicts(pollLiveSchema, [
        { pollId, state: 'paused', results: null },
        { pollId: 'abc', state: 'open', results: null },
        { pollId, state: 'open', results: { voters: -1, votes: {} } },
        { pollId, state: 'open', results: { voters: 1, votes: { a: 1.5 } } },
        { pollId, state: 'open' },
      ]),
    ).toEqual([false, false, false, false, false]);
  });
});
