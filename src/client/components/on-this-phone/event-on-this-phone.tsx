import { useEffect, useId } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { savedEventLine } from './saved-event-text.ts';
import { useSavedOnThisPhone } from './use-saved-packs.ts';
import { useRemoveSavedEvent } from './use-remove-saved-event.ts';

/**
 * "On this phone" for one event, inside its "Make available offline" panel: what the phone
 * keeps of it (size, age), its writes waiting to be sent, and Remove. `version` changes when the
 * saved copy does (a download finished), so the figures are read again.
 */
export function EventOnThisPhone({ eventId, version }: { eventId: string; version: unknown }) {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const { events, readAt, reload } = useSavedOnThisPhone({ withPending: true, eventId });
  const { removing, remove } = useRemoveSavedEvent(accountId, reload);
  const titleId = useId();
  useEffect(() => reload(), [version, reload]);
  if (!accountId) return null;
  const saved = events?.[0] ?? null;
  return (
    <div role="group" aria-labelledby={titleId} className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-3 dark:border-gray-800">
      <div className="min-w-0">
        <h3 id={titleId} className="text-sm font-semibold">
          On this phone
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {events === null ? 'Reading what is saved…' : saved ? savedEventLine(saved, readAt) : 'Nothing of this event is saved on this phone yet.'}
        </p>
      </div>
      {saved ? (
        <button type="button" className={buttonStyles.secondary} disabled={removing === eventId} onClick={() => remove(eventId)}>
          Remove from this phone
        </button>
      ) : null}
    </div>
  );
}
