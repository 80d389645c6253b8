import { useEffect } from 'react';
import type { QuestionFilter } from '#shared/rules/question-order.ts';
import { useQuestionList } from '../hooks/use-question-list.ts';
import { emptyFilterText, filterLabels } from '../question-labels.ts';
import { measureLiveUpdate } from '../questions-timing.ts';
import { QuestionList } from './question-list.tsx';
import type { QuestionActions } from './question-row.tsx';

interface SessionQuestionListProps {
  eventId: string;
  programId: string;
  filter: QuestionFilter;
  actions: QuestionActions;
  canModerate: boolean;
  qaOpen: boolean;
}

/**
 * The session's questions for one filter, live. It holds the list's subscriptions itself, so a
 * live change re-renders this and the rows that changed, not the ask form, filters or header.
 */
export function SessionQuestionList({ eventId, programId, filter, actions, canModerate, qaOpen }: SessionQuestionListProps) {
  const { shown } = useQuestionList(eventId, programId, filter);
  useEffect(measureLiveUpdate, [shown]);
  if (shown.length === 0) return <p className="py-8 text-center text-gray-600 dark:text-gray-400">{emptyFilterText[filter]}</p>;
  return <QuestionList questions={shown} actions={actions} canModerate={canModerate} qaOpen={qaOpen} label={`${filterLabels[filter]} questions`} />;
}
