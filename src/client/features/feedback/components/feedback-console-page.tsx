import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { DownloadIcon } from '#client/components/ui/icons.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { errorText } from '#client/lib/error-text.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { feedbackResultsQuery } from '#client/lib/queries/feedback-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { feedbackDateTime } from '../feedback-time.ts';
import { useFeedbackLive } from '../hooks/use-feedback-live.ts';
import { FeedbackSummaryView } from './feedback-summary.tsx';

/** Console › Feedback: the event's and every session's ratings and comments, and the CSV. */
export function FeedbackConsolePage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const query = useQuery(feedbackResultsQuery(trpc, eventId));
  // New ratings show while the page is open (nudged live, coalesced to a read a second).
  useFeedbackLive(eventId, () => query.refetch());
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      const client = await loadTrpcClient();
      const { filename, csv } = await client.feedback.exportCsv.query({ eventId });
      downloadTextFile(filename, csv);
    } catch (error) {
      showAlert({ kind: 'error', title: 'Could not export the feedback', description: errorText(error), autoClose: false });
    } finally {
      setExporting(false);
    }
  };
  if (!query.data) {
    if (query.isError) return <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
    if (query.fetchStatus === 'paused') return <OfflineNotice what="The feedback" />;
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the feedback" />
      </div>
    );
  }
  const timeZone = event?.timeZone ?? 'UTC';
  const { event: overall, sessions } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">Feedback</h2>
        <button type="button" className={buttonStyles.secondary} disabled={exporting} onClick={() => void onExport()}>
          <DownloadIcon className="size-5" /> {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {event && !event.enableFeedback ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
          Feedback is switched off: attendees cannot rate anything. What they said before stays here.
        </p>
      ) : null}
      <section aria-labelledby="console-event-feedback" className={card}>
        <h3 id="console-event-feedback" className="mb-3 text-lg font-bold">
          The event as a whole
        </h3>
        <FeedbackSummaryView summary={overall} label="the event" />
      </section>
      <section aria-labelledby="console-session-feedback">
        <h3 id="console-session-feedback" className="mb-2 text-lg font-bold">
          Sessions
        </h3>
        {sessions.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">No sessions in the schedule.</p> : null}
        <ul className="flex flex-col gap-2">
          {sessions.map((session) => (
            <li key={session.programId}>
              <details className={`${card} group`}>
                <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    <span className="block font-semibold break-words">{session.title}</span>
                    <span className="block text-sm text-gray-600 dark:text-gray-400">{feedbackDateTime(session.startsAt, timeZone)}</span>
                  </span>
                  <span className="text-sm tabular-nums text-gray-700 dark:text-gray-300">
                    {session.count === 0 ? 'No ratings' : `${session.average?.toFixed(1)} ★ · ${session.count === 1 ? '1 rating' : `${session.count} ratings`}`}
                  </span>
                </summary>
                <div className="mt-3">
                  <FeedbackSummaryView summary={session} label={session.title} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
