import { useMemo } from 'react';
import type { QuestionActions } from './question-row.tsx';
import { QuestionRow } from './question-row.tsx';
import { useRowWindow } from '../hooks/use-row-window.ts';
import type { QuestionItem } from '../question-view.ts';

/**
 * Every question in order, drawn only near the screen: a live re-order then re-renders and moves
 * a screenful of rows whatever the session holds, which keeps updates quick on a slow phone. Rows
 * keep their place in the list for assistive technology (aria-posinset/-setsize),
 * and each row re-renders only when its own question or place changed.
 */
export function QuestionList({ questions, actions, canModerate, qaOpen, label }: { questions: QuestionItem[]; actions: QuestionActions; canModerate: boolean; qaOpen: boolean; label: string }) {
  const keys = useMemo(() => questions.map((question) => question.id), [questions]);
  const { start, end, before, after, listRef, measureRow } = useRowWindow(keys);
  return (
    <ol ref={listRef} aria-label={label} className="flex flex-col" style={{ paddingTop: before, paddingBottom: after }}>
      {questions.slice(start, end).map((question, index) => (
        <QuestionRow
          key={question.id}
          question={question}
          actions={actions}
          canModerate={canModerate}
          qaOpen={qaOpen}
          position={start + index + 1}
          setSize={questions.length}
          measureRef={measureRow}
        />
      ))}
    </ol>
  );
}
