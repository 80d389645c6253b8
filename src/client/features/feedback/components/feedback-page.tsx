import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { myFeedbackQuery } from '#client/lib/queries/feedback-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { feedbackDateTime } from '../feedback-time.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { FeedbackOffNotice } from './feedback-off-notice.tsx';
import { RatingForm } from './rating-form.tsx';
import { SessionsToRate } from './sessions-to-rate.tsx';
import { SpeakerFeedback } from './speaker-feedback.tsx';

/** /event/{eventId}/feedback: rate the event, find the sessions to rate, and (speakers) read their own results. */
export function FeedbackPage({ eventId, view }: { eventId: string; view: 'my-sessions' | undefined }) {
  const trpc = useTrpc();
  const eventState = useQuery(eventQuery(trpc, eventId));
  const event = eventState.data;
  const enabled = event?.enableFeedback === true;
  const mine = useQuery({ ...myFeedbackQuery(trpc, eventId), enabled });
  const { pack } = useEventPack(eventId);
  const now = useNowSeconds(30_000);

  if (event && !enabled) return <FeedbackOffNotice />;
  if (!mine.data) {
    if (mine.isError) return <QueryErrorNotice error={mine.error} onRetry={() => void mine.refetch()} />;
    // With the event itself not saved, the feedback query never starts: its paused state can't say "offline".
    if (mine.fetchStatus === 'paused' || (!event && eventState.fetchStatus === 'paused')) return <OfflineNotice what="Your feedback" />;
    if (!event && eventState.isError) return <QueryErrorNotice error={eventState.error} onRetry={() => void eventState.refetch()} />;
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your feedback" />
      </div>
    );
  }
  const data = mine.data;
  const timeZone = pack.schedule?.timeZone ?? event?.timeZone ?? 'UTC';
  const speaks = data.speakerProgramIds.length > 0;
  const tabClass =
    'inline-flex min-h-11 items-center border-b-2 border-transparent px-2 text-sm font-semibold text-gray-600 aria-[current=page]:border-primary-600 aria-[current=page]:text-primary-700 dark:text-gray-400 dark:aria-[current=page]:text-primary-300';

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Feedback</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {now > data.closesAt
            ? `Feedback closed on ${feedbackDateTime(data.closesAt, timeZone)}.`
            : `You can give or change feedback until ${feedbackDateTime(data.closesAt, timeZone)}.`}
        </p>
      </header>
      {speaks ? (
        <nav aria-label="Feedback views" className="flex gap-2 border-b border-gray-200 dark:border-gray-800">
          <Link to="/event/$eventId/feedback" params={{ eventId }} search={{}} aria-current={view === undefined ? 'page' : undefined} className={tabClass}>
            Give feedback
          </Link>
          <Link to="/event/$eventId/feedback" params={{ eventId }} search={{ view: 'my-sessions' }} aria-current={view === 'my-sessions' ? 'page' : undefined} className={tabClass}>
            My sessions&apos; feedback
          </Link>
        </nav>
      ) : null}
      {view === 'my-sessions' && speaks ? (
        <SpeakerFeedback eventId={eventId} timeZone={timeZone} />
      ) : (
        <>
          <section aria-labelledby="event-feedback-heading" className={card}>
            <h2 id="event-feedback-heading" className="text-lg font-bold">
              The event{event ? `: ${event.name}` : ''}
            </h2>
            <div className="mt-3">
              {now < data.opensAt ? (
                <p className="text-sm text-gray-600 dark:text-gray-400">Feedback opens when the event starts, {feedbackDateTime(data.opensAt, timeZone)}.</p>
              ) : now > data.closesAt ? (
                <p className="text-sm text-gray-600 dark:text-gray-400">{data.event ? `You rated it ${data.event.rating} of 5.` : 'You did not rate it.'}</p>
              ) : (
                <RatingForm key={data.event?.updatedAt ?? 'new'} eventId={eventId} programId={null} title={event?.name ?? 'the event'} saved={data.event} legend="How was the event overall?" />
              )}
            </div>
          </section>
          <section aria-labelledby="sessions-feedback-heading" className={card}>
            <h2 id="sessions-feedback-heading" className="text-lg font-bold">
              Sessions
            </h2>
            <div className="mt-2">
              <SessionsToRate eventId={eventId} sessions={Object.values(pack.schedule?.sessions ?? {})} mine={data} timeZone={timeZone} now={now} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
