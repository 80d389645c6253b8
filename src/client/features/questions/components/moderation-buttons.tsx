import type { ModerationAction } from '#shared/contracts/questions.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import type { QuestionItem } from '../question-view.ts';

/** What a moderator may do next with a question, as plain buttons. */
export function ModerationButtons({ question, onModerate }: { question: QuestionItem; onModerate: (question: QuestionItem, action: ModerationAction) => void }) {
  const actions: Array<[ModerationAction, string]> = [];
  if (question.status !== 'approved') actions.push(['approve', 'Approve']);
  if (question.status !== 'hidden') actions.push(['hide', 'Hide']);
  if (question.status === 'approved') {
    actions.push(question.answered ? ['unanswer', 'Not answered'] : ['answer', 'Mark answered']);
    if (!question.answered) actions.push(question.pinned ? ['unpin', 'Unpin'] : ['pin', 'Pin']);
  }
  return (
    <>
      {actions.map(([action, label]) => (
        <button key={action} type="button" className={`${buttonStyles.ghost} px-2`} onClick={() => onModerate(question, action)}>
          {label}
        </button>
      ))}
    </>
  );
}
