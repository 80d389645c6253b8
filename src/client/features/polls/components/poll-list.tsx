import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { usePollViews } from '../hooks/use-poll-views.ts';
import { discardVote } from '../poll-outbox.ts';
import { PollCard } from './poll-card.tsx';
import { VotersList } from './voters-list.tsx';

/** The polls of a page, or why there are none; `showVoters` adds the named polls' voters (console). */
export function PollList({ polls, empty, showVoters = false }: { polls: ReturnType<typeof usePollViews>; empty: string; showVoters?: boolean }) {
  const { views, loaded, accountId, reloadBallots, timeZone } = polls;
  if (!loaded) {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? (
      <OfflineNotice what="The polls" />
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the polls" />
      </div>
    );
  }
  if (views.length === 0) return <p className="py-8 text-center text-gray-600 dark:text-gray-400">{empty}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {views.map((view) => (
        <li key={view.poll.id}>
          <PollCard
            view={view}
            accountId={accountId}
            timeZone={timeZone}
            onVoted={reloadBallots}
            onDiscard={(id) => void (view.queued?.id === id ? discardVote(view.queued, accountId).then(reloadBallots) : undefined)}
            footer={showVoters && !view.poll.anonymous ? <VotersList poll={view.poll} /> : null}
          />
        </li>
      ))}
    </ul>
  );
}
