import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { usePollViews } from '../hooks/use-poll-views.ts';
import { CreatePollForm, type SessionChoice } from './create-poll-form.tsx';
import { PollList } from './poll-list.tsx';

/** /event/{eventId}/polls: every poll of the event, vote from one's seat (offline too), run one's own. */
export function PollsPage({ eventId }: { eventId: string }) {
  usePageTitle('Polls');
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const polls = usePollViews(eventId);
  const sessions = useSessionChoices(eventId, polls.standings.data?.canCreate ? null : (polls.standings.data?.speakerProgramIds ?? []));
  const canCreate = Boolean(polls.standings.data?.canCreate) || sessions.length > 0;
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Polls</h1>
          {event ? <p className="mt-1 text-gray-600 dark:text-gray-400">{event.name}</p> : null}
        </div>
        {canCreate && !creating ? (
          <button type="button" className={buttonStyles.primary} onClick={() => setCreating(true)}>
            New poll
          </button>
        ) : null}
      </header>
      {creating ? (
        <section aria-labelledby="new-poll-heading" className={card}>
          <h2 id="new-poll-heading" className="mb-4 font-bold">
            New poll
          </h2>
          <CreatePollForm eventId={eventId} sessions={sessions} allowEventWide={Boolean(polls.standings.data?.canCreate)} timeZone={polls.timeZone} onCreated={() => setCreating(false)} />
        </section>
      ) : null}
      <PollList polls={polls} empty="No polls yet. When a speaker or the organizers open one, it shows here." />
    </div>
  );
}

/** Sessions the viewer may make polls for: all (null) or those they speak in, from the event pack. */
export function useSessionChoices(eventId: string, onlyThese: readonly string[] | null): SessionChoice[] {
  const sessions = useEventPack(eventId).pack.schedule?.sessions ?? {};
  return Object.values(sessions)
    .filter((session) => onlyThese === null || onlyThese.includes(session.id))
    .sort((a, b) => a.startsAt - b.startsAt)
    .map((session) => ({ id: session.id, title: session.title }));
}
