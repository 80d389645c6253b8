import { useMemo } from 'react';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { useKeepFreeSlots } from '#client/components/meetings/use-keep-free-slots.ts';
import { PackGate } from '#client/components/event-pack/pack-gate.tsx';
import { PackSyncNote } from '#client/components/event-pack/pack-sync-note.tsx';
import { visibleMatches } from '#client/lib/event-pack/pack-merge.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { dismissMatch } from '../dismiss-match.ts';
import { MatchCard } from './match-card.tsx';

/** /event/{eventId}/matches: people worth meeting and why, from the pack (offline too). */
export function MatchesPage({ eventId }: { eventId: string }) {
  const { pack, status } = useEventPack(eventId);
  const { matches, directory } = pack;
  const shown = useMemo(() => (matches ? visibleMatches(matches.items, directory, matches.pendingDismissals) : []), [matches, directory]);
  const shownIds = useMemo(() => shown.map((match) => match.person.attendeeId), [shown]);
  useKeepFreeSlots(eventId, shownIds);
  const onDismiss = (attendeeId: string) => void dismissMatch(eventId, attendeeId).catch((error: unknown) => console.error('Could not dismiss the match', error));
  return (
    <div className="flex flex-col gap-5">
      <div>
        <PageHeader title="Matches" description="People you may want to meet, and why." />
        <PackSyncNote status={status} />
      </div>
      <PackGate status={status} hasData={matches !== null} what="Your matches">
        {shown.length ? (
          <ul className="flex flex-col gap-3">
            {shown.map((match) => (
              <MatchCard key={match.person.attendeeId} eventId={eventId} match={match} onDismiss={onDismiss} />
            ))}
          </ul>
        ) : (
          <p role="status" className="py-8 text-center text-gray-600 dark:text-gray-400">
            No matches yet. Add interests, what you offer and what you are looking for to your profile.
          </p>
        )}
      </PackGate>
    </div>
  );
}
