import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pollLiveSchema } from '#shared/contracts/poll-live.ts';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { useNotificationStream } from '#client/components/notifications/use-notification-stream.ts';
import { QrCodeImage } from '#client/components/qr/qr-code-image.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { pollPresentQuery } from '#client/lib/queries/polls-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { PollResults } from './poll-results.tsx';

/**
 * The projector: the question in big type, live bars, and the join link as a QR code. Those who
 * run the poll get its counts in every live message, whatever the poll shows its voters.
 */
export function PresenterPage({ eventId, pollId }: { eventId: string; pollId: string }) {
  usePageTitle('Presenting a poll');
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const options = pollPresentQuery(trpc, eventId, pollId);
  const query = useQuery(options);
  // Full screen means no app chrome, which is what opens the one notification stream elsewhere:
  // the projector opens it itself, or no live message would reach it.
  useNotificationStream();
  useLiveMessages(eventId, 'polls', {
    onMessage({ key, data }) {
      const live = pollLiveSchema.safeParse(data);
      if (key !== pollId || !live.success) return;
      queryClient.setQueryData(options.queryKey, (current) =>
        current ? { ...current, state: live.data.state, results: live.data.results ?? current.results } : current,
      );
    },
    onResync: () => void query.refetch(),
  });
  const joinUrl = `${location.origin}/event/${eventId}/polls`;
  if (!query.data) {
    return (
      <main className="flex min-h-svh items-center justify-center p-8">
        {query.isError ? <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} /> : <Spinner label="Loading the poll" />}
      </main>
    );
  }
  const { poll, state, results } = query.data;
  return (
    <main className="flex min-h-svh flex-col gap-10 bg-white p-8 text-gray-950 lg:flex-row lg:p-16 dark:bg-gray-950 dark:text-white">
      <div className="flex min-w-0 flex-1 flex-col gap-10">
        <p className="text-2xl font-semibold text-gray-600 dark:text-gray-300" role="status">
          {state === 'open' ? 'Vote now' : state === 'closed' ? 'Poll closed' : 'Opens soon'}
        </p>
        <h1 className="text-5xl font-bold leading-tight break-words lg:text-7xl">{poll.question}</h1>
        <PollResults options={poll.options} counts={results} large />
      </div>
      <aside className="flex flex-col items-center gap-4 lg:w-[28rem]">
        <QrCodeImage text={joinUrl} label={`Join link: ${joinUrl}`} sizeClassName="w-full max-w-[28rem]" />
        <p className="text-center text-2xl break-all">{joinUrl.replace(/^https?:\/\//, '')}</p>
        <Link to="/event/$eventId/polls" params={{ eventId }} className="text-sm text-gray-500 underline">
          Leave the presenter view
        </Link>
      </aside>
    </main>
  );
}
