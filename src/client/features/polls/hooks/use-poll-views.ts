import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { pollViews } from '../poll-view.ts';
import { useBallots } from './use-ballots.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { usePollStandings } from './use-poll-standings.ts';
import { useScheduledPolls } from './use-scheduled-polls.ts';

/** The event's polls (all, or one session's) as this viewer sees them, offline included, and the event's time zone. */
export function usePollViews(eventId: string, programId?: string) {
  const trpc = useTrpc();
  const { pack, status } = useEventPack(eventId);
  const event = useQuery({ ...eventQuery(trpc, eventId), enabled: !pack.schedule }).data;
  const standings = usePollStandings(eventId);
  const runsPolls = Boolean(standings.data?.canCreate || standings.data?.speakerProgramIds.length);
  const scheduled = useScheduledPolls(eventId, runsPolls);
  const outbox = useOutbox({ ops: ['poll.vote'] });
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const polls = useMemo(() => {
    const shared = pack.polls?.polls ?? [];
    // Those who run a scheduled poll see it before it opens; once open it comes with the feed.
    const early = (scheduled ?? []).filter((poll) => !shared.some((item) => item.id === poll.id));
    return [...early, ...shared].filter((poll) => programId === undefined || poll.programId === programId);
  }, [pack.polls, scheduled, programId]);
  const { ballots, reload } = useBallots(accountId, polls.map((poll) => poll.id));
  const now = useNowSeconds(15_000);
  const views = useMemo(
    () => pollViews(polls, standings.data?.standings, ballots, outbox.entries, now),
    [polls, standings.data, ballots, outbox.entries, now],
  );
  const timeZone = pack.schedule?.timeZone ?? event?.timeZone ?? 'UTC';
  return { views, loaded: pack.polls !== null, packStatus: status, standings, outbox, accountId, reloadBallots: reload, timeZone };
}
