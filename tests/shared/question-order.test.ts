import { describe, expect, it } from 'vitest';
import { filterQuestions, type OrderedQuestion } from '#shared/rules/question-order.ts';

const q = (id: string, overrides: Partial<OrderedQuestion> = {}): OrderedQuestion => ({ id, votes: 0, pinned: false, answered: false, mine: false, status: 'approved', createdAt: 0, ...overrides });

describe('the order and filters of a session’s questions', () => {
  const questions = [
    q('old-popular', { votes: 5, createdAt: 1 }),
    q('new-popular', { votes: 5, createdAt: 2 }),
    q('pinned', { votes: 0, pinned: true }),
    q('answered', { votes: 9, answered: true }),
    q('mine-waiting', { mine: true, status: 'pending', createdAt: 9 }),
    q('mine-old', { mine: true, votes: 1, createdAt: 3 }),
  ];

  it('all: the pinned one first, then by votes (older first among equals), answered last', () => {
    expect(filterQuestions(questions, 'all').map((item) => item.id)).toEqual(['pinned', 'old-popular', 'new-popular', 'mine-old', 'mine-waiting', 'answered']);
  });

  it('top: unanswered questions others can see, by votes', () => {
    expect(filterQuestions(questions, 'top').map((item) => item.id)).toEqual(['pinned', 'old-popular', 'new-popular', 'mine-old']);
  });

  it('answered and mine (newest first)', () => {
    expect(filterQuestions(questions, 'answered').map((item) => item.id)).toEqual(['answered']);
    expect(filterQuestions(questions, 'mine').map((item) => item.id)).toEqual(['mine-waiting', 'mine-old']);
  });
});
