import { useMemo } from 'react';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { pollViews } from '../poll-view.ts';
import { useBallots } from './use-ballots.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { usePollStandings } from './use-poll-standings.ts';

/** The event's polls (all, or one session's) as this viewer sees them, offline included. */
export function usePollViews(eventId: string, programId?: string) {
  const { pack, status } = useEventPack(eventId);
  const standings = usePollStandings(eventId);
  const outbox = useOutbox({ ops: ['poll.vote'] });
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const polls = useMemo(
    () => (pack.polls?.polls ?? []).filter((poll) => programId === undefined || poll.programId === programId),
    [pack.polls, programId],
  );
  const { ballots, reload } = useBallots(accountId, polls.map((poll) => poll.id));
  const now = useNowSeconds(15_000);
  const views = useMemo(
    () => pollViews(polls, standings.data?.standings, ballots, outbox.entries, now),
    [polls, standings.data, ballots, outbox.entries, now],
  );
  return { views, loaded: pack.polls !== null, packStatus: status, standings, outbox, accountId, reloadBallots: reload };
}
