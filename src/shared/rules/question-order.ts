// How a session's questions are listed, the same on the server (the first answer) and in the
// page (after every live change): the one being answered on top, then the most upvoted, older
// first among equals so a question never jumps past one that had its votes sooner.

export const questionFilters = ['all', 'top', 'answered', 'mine'] as const;
export type QuestionFilter = (typeof questionFilters)[number];

export interface OrderedQuestion {
  id: string;
  votes: number;
  pinned: boolean;
  answered: boolean;
  mine: boolean;
  status: 'pending' | 'approved' | 'hidden';
  createdAt: number;
}

export function compareQuestions(a: OrderedQuestion, b: OrderedQuestion): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.answered !== b.answered) return a.answered ? 1 : -1;
  if (a.votes !== b.votes) return b.votes - a.votes;
  if (a.createdAt !== b.createdAt) return a.createdAt - b.createdAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One filter of the list. all: everything the viewer may see; top: unanswered questions others
 * can see, by votes; answered: the answered ones; mine: the viewer's own, newest first.
 */
export function filterQuestions<T extends OrderedQuestion>(questions: readonly T[], filter: QuestionFilter): T[] {
  switch (filter) {
    case 'top':
      return questions.filter((question) => !question.answered && question.status === 'approved').sort(compareQuestions);
    case 'answered':
      return questions.filter((question) => question.answered).sort(compareQuestions);
    case 'mine':
      return questions.filter((question) => question.mine).sort((a, b) => b.createdAt - a.createdAt || compareQuestions(a, b));
    default:
      return [...questions].sort(compareQuestions);
  }
}
