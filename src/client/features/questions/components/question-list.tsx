import { useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import type { QuestionActions } from './question-row.tsx';
import { QuestionRow } from './question-row.tsx';
import type { QuestionItem } from '../question-view.ts';

/**
 * How many rows are drawn before "Show more". A live re-order then moves at most this many
 * rows on screen, whatever the session holds (500 questions re-ordering on a slow phone took
 * ~75 ms an update fully drawn; the top of the list is what a room looks at).
 */
export const questionPageSize = 50;

/** The rows in order; each row re-renders only when its own question changed. */
export function QuestionList({ questions, actions, canModerate, qaOpen, label }: { questions: QuestionItem[]; actions: QuestionActions; canModerate: boolean; qaOpen: boolean; label: string }) {
  const [shown, setShown] = useState(questionPageSize);
  const rest = questions.length - shown;
  return (
    <>
      <ol aria-label={label} className="flex flex-col">
        {questions.slice(0, shown).map((question) => (
          <QuestionRow key={question.id} question={question} actions={actions} canModerate={canModerate} qaOpen={qaOpen} />
        ))}
      </ol>
      {rest > 0 ? (
        <button type="button" className={`${buttonStyles.secondary} mt-3 self-center`} onClick={() => setShown((count) => count + questionPageSize)}>
          Show {Math.min(rest, questionPageSize)} more of {questions.length}
        </button>
      ) : null}
    </>
  );
}
