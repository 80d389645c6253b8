import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { usePollViews } from '../hooks/use-poll-views.ts';
import { CreatePollForm } from './create-poll-form.tsx';
import { PollList } from './poll-list.tsx';

/** The polls of one session, on its page; its speakers and the organizers start new ones here. */
export function SessionPolls({ eventId, programId }: { eventId: string; programId: string }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  if (event && !event.enableFeedback) return null;
  return <SessionPollsSection eventId={eventId} programId={programId} />;
}

function SessionPollsSection({ eventId, programId }: { eventId: string; programId: string }) {
  const polls = usePollViews(eventId, programId);
  const [creating, setCreating] = useState(false);
  const standings = polls.standings.data;
  const mayCreate = Boolean(standings?.canCreate || standings?.speakerProgramIds.includes(programId));
  if (polls.views.length === 0 && !mayCreate) return null;
  return (
    <section aria-labelledby="session-polls-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="session-polls-heading" className="text-lg font-bold">
          Polls
        </h2>
        {mayCreate && !creating ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => setCreating(true)}>
            New poll
          </button>
        ) : null}
      </div>
      {creating ? <CreatePollForm eventId={eventId} sessions={[]} allowEventWide={false} programId={programId} timeZone={polls.timeZone} onCreated={() => setCreating(false)} /> : null}
      <PollList polls={polls} empty="No polls for this session yet." />
    </section>
  );
}
