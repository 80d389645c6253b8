import { useQuery } from '@tanstack/react-query';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { speakerFeedbackQuery } from '#client/lib/queries/feedback-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { feedbackDateTime } from '../feedback-time.ts';
import { useFeedbackLive } from '../hooks/use-feedback-live.ts';
import { FeedbackSummaryView } from './feedback-summary.tsx';

/** "My sessions' feedback": each of my sessions, with its results once it has ended. */
export function SpeakerFeedback({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const query = useQuery(speakerFeedbackQuery(useTrpc(), eventId));
  useFeedbackLive(eventId, () => query.refetch());
  if (!query.data) {
    if (query.isError) return <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
    if (query.fetchStatus === 'paused') return <OfflineNotice what="Your sessions' feedback" />;
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your sessions' feedback" />
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {query.data.sessions.map((session) => (
        <li key={session.programId}>
          <section aria-labelledby={`speaker-${session.programId}`} className={card}>
            <h2 id={`speaker-${session.programId}`} className="text-lg font-bold break-words">
              {session.title}
            </h2>
            <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{feedbackDateTime(session.startsAt, timeZone)}</p>
            {session.results ? (
              <FeedbackSummaryView summary={session.results} label={session.title} />
            ) : (
              <p className="text-sm text-gray-600 dark:text-gray-400">Results appear here once the session has ended.</p>
            )}
          </section>
        </li>
      ))}
    </ul>
  );
}
