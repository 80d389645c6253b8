import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Poll } from '#shared/contracts/polls.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { pollVotersQuery } from '#client/lib/queries/polls-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** Who voted what in a named poll: organizers ask for it (it is not loaded with the list). */
export function VotersList({ poll }: { poll: Poll }) {
  const [open, setOpen] = useState(false);
  const trpc = useTrpc();
  const voters = useQuery({ ...pollVotersQuery(trpc, poll.eventId, poll.id), enabled: open });
  const labels = new Map(poll.options.map((option) => [option.id, option.label]));
  return (
    <div>
      <button type="button" className={buttonStyles.ghost} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide who voted' : 'Who voted what'}
      </button>
      {open && voters.data ? (
        voters.data.voters.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Nobody has voted yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-200 text-sm dark:divide-gray-800">
            {voters.data.voters.map((voter, index) => (
              <li key={voter.attendeeId ?? index} className="flex justify-between gap-3 py-1.5">
                <span>{voter.name}</span>
                <span className="text-right text-gray-600 dark:text-gray-400">{voter.optionIds.map((id) => labels.get(id) ?? '?').join(', ')}</span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
