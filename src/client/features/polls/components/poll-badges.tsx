import type { Poll } from '#shared/contracts/polls.ts';
import type { EffectivePollState } from '#shared/rules/poll-state.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { pollTimeText } from '../poll-times.ts';

const stateStyle: Record<EffectivePollState, string> = {
  open: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  scheduled: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  closed: 'bg-gray-200 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
};

function opensAtText(opensAt: number | null, timeZone: string): string {
  return opensAt === null ? 'Opens later' : `Opens ${pollTimeText(opensAt, timeZone)}`;
}

/** The poll's state (a scheduled one's opening time, on the event's clock), its close time, kind and anonymity. */
export function PollBadges({ poll, state, timeZone }: { poll: Poll; state: EffectivePollState; timeZone: string }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <span className={`${badge} ${stateStyle[state]}`}>{state === 'open' ? 'Open' : state === 'closed' ? 'Closed' : opensAtText(poll.opensAt, timeZone)}</span>
      {state !== 'closed' && poll.closesAt != null ? <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>Closes {pollTimeText(poll.closesAt, timeZone)}</span> : null}
      {poll.kind === 'multiple' ? <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>Several answers</span> : null}
      {poll.anonymous ? <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>Anonymous</span> : null}
    </div>
  );
}
