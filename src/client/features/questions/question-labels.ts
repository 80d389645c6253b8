import type { QuestionFilter } from '#shared/rules/question-order.ts';
import type { QuestionItem } from './question-view.ts';

export const filterLabels: Record<QuestionFilter, string> = { all: 'All', top: 'Top', answered: 'Answered', mine: 'Mine' };

export const emptyFilterText: Record<QuestionFilter, string> = {
  all: 'No questions yet. Be the first to ask.',
  top: 'No open questions right now.',
  answered: 'Nothing has been marked answered yet.',
  mine: 'You have not asked anything in this session.',
};

export function askerName(question: Pick<QuestionItem, 'asker' | 'mine' | 'anonymous'>): string {
  if (question.mine) return question.anonymous ? 'You (anonymous)' : 'You';
  return question.asker ? `${question.asker.firstName} ${question.asker.lastName}`.trim() : 'Anonymous';
}

export const votesText = (votes: number) => (votes === 1 ? '1 vote' : `${votes} votes`);
