import { memo } from 'react';
import type { ModerationAction } from '#shared/contracts/questions.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { askerName, votesText } from '../question-labels.ts';
import type { RowMeasure } from '../hooks/use-row-window.ts';
import type { QuestionItem } from '../question-view.ts';
import { QuestionBadges } from './question-badges.tsx';
import { ModerationButtons } from './moderation-buttons.tsx';

export interface QuestionActions {
  vote(question: QuestionItem): void;
  withdraw(question: QuestionItem): void;
  moderate(question: QuestionItem, action: ModerationAction): void;
  retry(entryId: string): void;
  discard(entryId: string): void;
}

interface QuestionRowProps {
  question: QuestionItem;
  actions: QuestionActions;
  canModerate: boolean;
  qaOpen: boolean;
  /** Place in the whole list (1-based) and its length: only some rows are drawn at a time. */
  position?: number;
  setSize?: number;
  /** Tells the list this row's height while it is drawn. */
  measureRef?: RowMeasure;
}

const small = 'min-h-11 rounded-lg px-3 text-sm font-semibold';

/**
 * One question. Memoized: a live change re-renders only the rows whose question or place changed, so a
 * long list re-orders without re-rendering every row. A row whose place alone changed (a question
 * moved in above it) re-renders just its list item, for the new aria-posinset: otherwise, when a
 * bumped question entered the drawn rows, every drawn row below it would render its whole body again.
 */
export const QuestionRow = memo(function QuestionRow({ position, setSize, measureRef, ...body }: QuestionRowProps) {
  return (
    <li ref={measureRef} data-row-key={body.question.id} aria-posinset={position} aria-setsize={setSize} className="flex gap-3 border-b border-gray-200 py-3 dark:border-gray-800">
      <QuestionRowBody {...body} />
    </li>
  );
});

type QuestionRowBodyProps = Pick<QuestionRowProps, 'question' | 'actions' | 'canModerate' | 'qaOpen'>;

/** What a row shows: the upvote button, the question and its actions (the list item's children). */
const QuestionRowBody = memo(function QuestionRowBody({ question, actions, canModerate, qaOpen }: QuestionRowBodyProps) {
  const queued = question.sync?.state === 'pending';
  const refused = question.sync?.state === 'failed';
  // An ask still in the outbox is not on the server yet: nothing to upvote or moderate.
  const onServer = !(question.sync && question.id === question.sync.entryId);
  const canVote = onServer && qaOpen && question.status === 'approved';
  return (
    <>
      <button
        type="button"
        aria-pressed={question.votedByMe}
        aria-label={`Upvote: ${votesText(question.votes)}`}
        disabled={!canVote}
        onClick={() => actions.vote(question)}
        className="flex min-h-11 w-14 shrink-0 flex-col items-center justify-center rounded-lg border border-gray-300 text-sm font-semibold text-gray-700 aria-pressed:border-primary-600 aria-pressed:bg-primary-50 aria-pressed:text-primary-800 disabled:opacity-50 dark:border-gray-700 dark:text-gray-200 dark:aria-pressed:border-primary-400 dark:aria-pressed:bg-primary-500/15 dark:aria-pressed:text-primary-200"
      >
        <span aria-hidden="true">▲</span>
        <span>{question.votes}</span>
      </button>
      <div className="min-w-0 flex-1">
        <p className="break-words whitespace-pre-line text-gray-900 dark:text-gray-100">{question.text}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
          <span>{askerName(question)}</span>
          <QuestionBadges question={question} />
          {queued ? <span className="font-semibold text-amber-700 dark:text-amber-300">Waiting to be sent</span> : null}
        </div>
        {refused ? (
          <div role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
            <p>
              <span className="font-semibold">{onServer ? 'Upvote refused' : 'Not sent'}:</span> {question.sync?.message ?? 'refused by the server'}
            </p>
            <div className="mt-1 flex gap-2">
              <button type="button" className={`${small} underline`} onClick={() => question.sync && actions.retry(question.sync.entryId)}>
                Try again
              </button>
              <button type="button" className={`${small} underline`} onClick={() => question.sync && actions.discard(question.sync.entryId)}>
                Discard
              </button>
            </div>
          </div>
        ) : null}
        {onServer && (question.mine || canModerate) ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {question.mine ? (
              <button type="button" className={`${buttonStyles.ghost} px-2`} onClick={() => actions.withdraw(question)}>
                Withdraw
              </button>
            ) : null}
            {canModerate ? <ModerationButtons question={question} onModerate={actions.moderate} /> : null}
          </div>
        ) : null}
      </div>
    </>
  );
});
