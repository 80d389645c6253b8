import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { EffectivePollState } from '#shared/rules/poll-state.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { readClientError } from '#client/lib/client-error.ts';
import type { Poll } from '#shared/contracts/polls.ts';
import { usePollAdmin } from '../hooks/use-poll-admin.ts';
import { EditPollForm } from './edit-poll-form.tsx';

/** For those who run the poll: open or close it, edit it, show it on the projector, remove it. `voters`: how many voted (options lock then). */
export function PollManageBar({ poll, state, voters, timeZone }: { poll: Poll; state: EffectivePollState; voters: number; timeZone: string }) {
  const { setState, remove } = usePollAdmin(poll.eventId);
  const [editing, setEditing] = useState(false);
  const ref = { eventId: poll.eventId, pollId: poll.id };
  const failure = setState.error ?? remove.error;
  if (editing) {
    return (
      <div className="border-t border-gray-200 pt-3 dark:border-gray-800">
        {/* Members see every poll not scheduled for later; one scheduled again after it was shown, the server refuses with its reason. */}
        <EditPollForm poll={poll} locked={voters > 0} shown={state !== 'scheduled'} timeZone={timeZone} onDone={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-3 dark:border-gray-800">
      <div className="flex flex-wrap gap-2">
        {state === 'closed' ? (
          <button type="button" className={buttonStyles.secondary} disabled={setState.isPending} onClick={() => setState.mutate({ ...ref, state: 'open' })}>
            Reopen
          </button>
        ) : (
          <button type="button" className={buttonStyles.secondary} disabled={setState.isPending} onClick={() => setState.mutate({ ...ref, state: state === 'open' ? 'closed' : 'open' })}>
            {state === 'open' ? 'Close poll' : 'Open now'}
          </button>
        )}
        <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(true)} aria-label={`Edit poll “${poll.question}”`}>
          Edit
        </button>
        <Link to="/event/$eventId/polls/$pollId/present" params={ref} className={buttonStyles.secondary}>
          Present
        </Link>
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Remove the poll “${poll.question}” and all its votes?`)) remove.mutate(ref);
          }}
        >
          Remove
        </button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {readClientError(failure).message}
        </p>
      ) : null}
    </div>
  );
}
