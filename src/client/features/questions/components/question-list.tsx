import type { QuestionActions } from './question-row.tsx';
import { QuestionRow } from './question-row.tsx';
import type { QuestionItem } from '../question-view.ts';

/** The rows in order; each row re-renders only when its own question changed. */
export function QuestionList({ questions, actions, canModerate, qaOpen, label }: { questions: QuestionItem[]; actions: QuestionActions; canModerate: boolean; qaOpen: boolean; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col">
      {questions.map((question) => (
        <QuestionRow key={question.id} question={question} actions={actions} canModerate={canModerate} qaOpen={qaOpen} />
      ))}
    </ol>
  );
}
