import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { QuestionList } from '#shared/contracts/questions.ts';
import type { QuestionFilter } from '#shared/rules/question-order.ts';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { questionListQuery } from '#client/lib/queries/questions-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useQuestionActions } from '../hooks/use-question-actions.ts';
import { AskForm } from './ask-form.tsx';
import { QaSettingsPanel } from './qa-settings-panel.tsx';
import { QuestionFilters } from './question-filters.tsx';
import { QuestionsOffNotice } from './questions-off-notice.tsx';
import { SessionQuestionList } from './session-question-list.tsx';

interface QuestionsPageProps {
  eventId: string;
  programId: string;
  filter: QuestionFilter;
}

/** /event/{eventId}/program/{programId}/questions: ask, upvote and (moderators) run the session's Q&A. */
export function QuestionsPage(props: QuestionsPageProps) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, props.eventId)).data;
  usePageTitle('Questions');
  if (event && !event.enableSchedule) return <QuestionsOffNotice />;
  return <SessionQuestions {...props} />;
}

/** What the page around the list reads of it: a live change of votes leaves it equal, so it is not drawn again. */
const selectFrame = (list: QuestionList) => ({ settings: list.settings, canModerate: list.canModerate });

function SessionQuestions({ eventId, programId, filter }: QuestionsPageProps) {
  const trpc = useTrpc();
  const query = useQuery({ ...questionListQuery(trpc, eventId, programId), select: selectFrame });
  const list = query.data;
  const actions = useQuestionActions(eventId, programId);
  const title = useEventPack(eventId).pack.schedule?.sessions[programId]?.title;

  return (
    <div className="flex flex-col gap-5">
      <Link to="/event/$eventId/program/$programId" params={{ eventId, programId }} className="text-sm font-semibold text-primary-700 dark:text-primary-300">
        ← {title ?? 'Session'}
      </Link>
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Questions</h1>
        {title ? <p className="mt-1 text-gray-600 dark:text-gray-400">{title}</p> : null}
      </header>
      {!list ? (
        query.isError ? (
          <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.fetchStatus === 'paused' ? (
          <OfflineNotice what="The questions" />
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading the questions" />
          </div>
        )
      ) : (
        <>
          {list.canModerate ? (
            <section aria-labelledby="qa-settings-heading" className={card}>
              <h2 id="qa-settings-heading" className="font-bold">
                Moderation
              </h2>
              <QaSettingsPanel eventId={eventId} programId={programId} settings={list.settings} />
            </section>
          ) : null}
          {list.settings.open ? (
            <AskForm eventId={eventId} programId={programId} preApproval={list.settings.preApproval} />
          ) : (
            <p role="status" className="rounded-lg bg-gray-100 px-4 py-3 text-sm font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-100">
              Questions are closed for this session.
            </p>
          )}
          <QuestionFilters eventId={eventId} programId={programId} filter={filter} />
          <SessionQuestionList eventId={eventId} programId={programId} filter={filter} actions={actions} canModerate={list.canModerate} qaOpen={list.settings.open} />
        </>
      )}
    </div>
  );
}
