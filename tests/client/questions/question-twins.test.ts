import { describe, expect, it } from 'vitest';
import { questionLiveDataSchema, questionTextSchema } from '#shared/contracts/questions.ts';
import { questionLiveData, questionTextInput } from '#client/features/questions/question-schemas.ts';
import { changeOf, makeQuestion } from './question-fixtures.ts';

// The page checks with zod/mini twins of the contract: each must give the contract's verdict.
function sameVerdicts(twin: { safeParse(value: unknown): { success: boolean } }, original: { safeParse(value: unknown): { success: boolean } }, samples: unknown[]) {
  for (const sample of samples) expect(twin.safeParse(sample).success, JSON.stringify(sample)).toBe(original.safeParse(sample).success);
}

describe('question twins', () => {
  it('question text: 1–500 characters once trimmed, no control characters', () => {
    sameVerdicts(questionTextInput, questionTextSchema, ['Why?', '', '   ', 'x'.repeat(500), ` ${'x'.repeat(500)} `, 'x'.repeat(501), 'two\nlines', 'bell\u0007', 42]);
    expect(questionTextInput.safeParse('  padded  ').data).toBe('padded');
  });

  it('live data: same verdicts for changes with and without the question', () => {
    const question = makeQuestion();
    sameVerdicts(questionLiveData, questionLiveDataSchema, [
      { changes: [] },
      { changes: [changeOf(question)] },
      { changes: [changeOf(question, { question })], settings: { open: true, preApproval: false } },
      { changes: [changeOf(question, { votes: -1 })] },
      { changes: [changeOf(question, { status: 'deleted' })] },
      { changes: [changeOf(question, { question: { ...question, asker: 'Ada' } })] },
      { changes: [{ id: 'nope' }] },
      null,
    ]);
  });
});
