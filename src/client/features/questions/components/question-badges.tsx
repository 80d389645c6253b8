import type { QuestionItem } from '../question-view.ts';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/** Where a question stands, in words (never colour alone). */
export function QuestionBadges({ question }: { question: QuestionItem }) {
  return (
    <>
      {question.pinned ? <span className={`${badge} bg-primary-100 text-primary-800 dark:bg-primary-500/20 dark:text-primary-200`}>Being answered</span> : null}
      {question.answered ? <span className={`${badge} bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300`}>Answered</span> : null}
      {question.status === 'pending' ? <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300`}>Awaiting approval</span> : null}
      {question.status === 'hidden' ? (
        <span className={`${badge} bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-200`}>{question.mine ? 'Hidden by a moderator' : 'Hidden'}</span>
      ) : null}
    </>
  );
}
