import { useNavigate } from '@tanstack/react-router';
import type { QuestionBoard } from '#shared/contracts/questions.ts';
import { boardStatuses, type BoardStatus } from '#shared/rules/question-limits.ts';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useQuestionBoard } from '../hooks/use-question-board.ts';
import { boardStatusLabels } from '../question-board-search.ts';
import { QaSettingsPanel } from './qa-settings-panel.tsx';
import { QuestionList } from './question-list.tsx';

interface BoardProps {
  eventId: string;
  session: string | undefined;
  status: BoardStatus;
}

/** /event/{id}/console/questions: every session's questions, to approve, hide, answer and pin. */
export function QuestionBoardPage({ eventId, session, status }: BoardProps) {
  usePageTitle('Questions · Console');
  const navigate = useNavigate();
  const { query, actions, refresh } = useQuestionBoard(eventId, { programId: session, status });
  const board = query.data;
  const setFilter = (next: { session?: string | undefined; status?: BoardStatus }) =>
    void navigate({ to: '/event/$eventId/console/questions', params: { eventId }, search: { session, status, ...next }, replace: true });
  const chosen = board?.sessions.find((item) => item.id === session);

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Session" value={session ?? ''} onChange={(event) => setFilter({ session: event.target.value || undefined })}>
          <option value="">All sessions</option>
          {board?.sessions.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title} ({item.total}
              {item.pending ? `, ${item.pending} awaiting approval` : ''})
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={status} onChange={(event) => setFilter({ status: event.target.value as BoardStatus })}>
          {boardStatuses.map((name) => (
            <option key={name} value={name}>
              {boardStatusLabels[name]}
            </option>
          ))}
        </SelectField>
      </div>
      {chosen ? (
        <section aria-label={`Q&A settings of ${chosen.title}`} className={card}>
          <QaSettingsPanel eventId={eventId} programId={chosen.id} settings={chosen.settings} onSaved={refresh} />
        </section>
      ) : null}
      {!board ? (
        query.isError ? (
          <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading the questions" />
          </div>
        )
      ) : board.questions.length === 0 ? (
        <p className="py-8 text-center text-gray-600 dark:text-gray-400">No questions match.</p>
      ) : (
        <BoardGroups board={board} actions={actions} />
      )}
    </div>
  );
}

/** The questions under their session's title, in programme order. */
function BoardGroups({ board, actions }: { board: QuestionBoard; actions: ReturnType<typeof useQuestionBoard>['actions'] }) {
  return (
    <>
      {board.sessions.map((session) => {
        const questions = board.questions.filter((question) => question.programId === session.id);
        if (questions.length === 0) return null;
        return (
          <section key={session.id} aria-labelledby={`board-${session.id}`}>
            <h2 id={`board-${session.id}`} className="text-lg font-bold">
              {session.title}
            </h2>
            <QuestionList questions={questions} actions={actions} canModerate qaOpen={false} label={`Questions of ${session.title}`} />
          </section>
        );
      })}
    </>
  );
}
