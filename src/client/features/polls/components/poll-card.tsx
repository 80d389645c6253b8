import type { ReactNode } from 'react';
import { card } from '#client/components/ui/form-styles.ts';
import { castVote } from '../poll-outbox.ts';
import { resultsHiddenReason, type PollView } from '../poll-view.ts';
import { PollBadges } from './poll-badges.tsx';
import { PollManageBar } from './poll-manage-bar.tsx';
import { PollResults } from './poll-results.tsx';
import { VoteForm } from './vote-form.tsx';
import { VoteStatus } from './vote-status.tsx';

interface PollCardProps {
  view: PollView;
  accountId: string | null;
  onVoted: () => void;
  onDiscard: (entryId: string) => void;
  /** Shown under the results (the console's voter list). */
  footer?: ReactNode;
  /** The event's zone: times show on its clock. */
  timeZone: string;
}

/** One poll: vote (offline too), see the queued vote and its fate, the results when allowed, and run it. */
export function PollCard({ view, accountId, onVoted, onDiscard, footer, timeZone }: PollCardProps) {
  const { poll, state, results, myOptionIds, canManage, queued } = view;
  const headingId = `poll-${poll.id}-question`;
  const vote = async (optionIds: string[]) => {
    if (!accountId) return;
    await castVote(poll, optionIds, accountId);
    onVoted();
  };
  return (
    <article aria-labelledby={headingId} className={`${card} flex flex-col gap-4`}>
      <header className="flex flex-col gap-2">
        <PollBadges poll={poll} state={state} timeZone={timeZone} />
        <h2 id={headingId} className="text-lg font-bold break-words">
          {poll.question}
        </h2>
      </header>
      {state === 'open' && accountId ? <VoteForm key={myOptionIds?.join(',') ?? 'none'} poll={poll} mine={myOptionIds} onVote={vote} /> : null}
      <VoteStatus entry={queued} onDiscard={onDiscard} />
      {results ? (
        <section aria-label="Results">
          <PollResults options={poll.options} counts={results} mine={myOptionIds ?? []} />
        </section>
      ) : state !== 'scheduled' ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{resultsHiddenReason(poll, state)}</p>
      ) : null}
      {footer}
      {canManage ? <PollManageBar poll={poll} state={state} voters={results?.voters ?? 0} timeZone={timeZone} /> : null}
    </article>
  );
}
