import type { Poll } from '#shared/contracts/polls.ts';
import type { EffectivePollState } from '#shared/rules/poll-state.ts';
import { badge } from '#client/components/ui/form-styles.ts';

const stateStyle: Record<EffectivePollState, string> = {
  open: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  scheduled: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  closed: 'bg-gray-200 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
};

function opensAtText(opensAt: number | null): string {
  if (opensAt === null) return 'Opens later';
  return `Opens ${new Date(opensAt * 1000).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })}`;
}

export function PollBadges({ poll, state }: { poll: Poll; state: EffectivePollState }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <span className={`${badge} ${stateStyle[state]}`}>{state === 'open' ? 'Open' : state === 'closed' ? 'Closed' : opensAtText(poll.opensAt)}</span>
      {poll.kind === 'multiple' ? <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>Several answers</span> : null}
      {poll.anonymous ? <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>Anonymous</span> : null}
    </div>
  );
}
