import type { Question, QuestionList } from '#shared/contracts/questions.ts';

let next = 0;
/** A question with a fresh UUID; approved, named, no votes unless told. */
export function makeQuestion(overrides: Partial<Question> = {}): Question {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    programId: '5eed0000-0000-4000-8000-0000000000aa',
    text: `Question ${next}`,
    anonymous: false,
    asker: { firstName: 'Ada', lastName: 'Lovelace' },
    mine: false,
    votes: 0,
    votedByMe: false,
    status: 'approved',
    answered: false,
    pinned: false,
    createdAt: 1_800_000_000_000 + next,
    ...overrides,
  };
}

export function makeList(questions: Question[], overrides: Partial<QuestionList> = {}): QuestionList {
  return { programId: '5eed0000-0000-4000-8000-0000000000aa', settings: { open: true, preApproval: false }, canModerate: false, questions, ...overrides };
}

export const changeOf = (question: Question, overrides: Record<string, unknown> = {}) => ({
  id: question.id,
  votes: question.votes,
  status: question.status,
  answered: question.answered,
  pinned: question.pinned,
  withdrawn: false,
  ...overrides,
});
