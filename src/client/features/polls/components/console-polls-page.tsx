import { card } from '#client/components/ui/form-styles.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { usePollViews } from '../hooks/use-poll-views.ts';
import { CreatePollForm } from './create-poll-form.tsx';
import { PollList } from './poll-list.tsx';
import { useSessionChoices } from './polls-page.tsx';

/** The console's Polls tab: every poll with live results, who voted what in named polls, and a new poll. */
export function ConsolePollsPage({ eventId }: { eventId: string }) {
  usePageTitle('Polls · Console');
  const polls = usePollViews(eventId);
  const sessions = useSessionChoices(eventId, null);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="console-new-poll" className={card}>
        <h2 id="console-new-poll" className="mb-4 text-lg font-bold">
          New poll
        </h2>
        <CreatePollForm eventId={eventId} sessions={sessions} allowEventWide timeZone={polls.timeZone} />
      </section>
      <section aria-labelledby="console-polls" className="flex flex-col gap-3">
        <h2 id="console-polls" className="text-lg font-bold">
          All polls
        </h2>
        <PollList polls={polls} empty="No polls yet." showVoters />
      </section>
    </div>
  );
}
