import { describe, expect, it } from 'vitest';
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
