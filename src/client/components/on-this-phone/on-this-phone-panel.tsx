import { buttonStyles } from '../ui/button-styles.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { pendingText, savedEventLine } from './saved-event-text.ts';
import { useSavedOnThisPhone } from './use-saved-packs.ts';
import { useRemoveSavedEvent } from './use-remove-saved-event.ts';

/** "On this phone": the events kept on the device (size, age, their pending writes), all pending writes, and Remove. */
export function OnThisPhonePanel() {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const { events, pending, readAt, reload } = useSavedOnThisPhone({ withPending: true });
  const { removing, remove } = useRemoveSavedEvent(accountId, reload);
  if (!accountId) return null;
  return (
    <section aria-labelledby="on-this-phone-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <h2 id="on-this-phone-title" className="text-base font-semibold">
        On this phone
      </h2>
      {events === null ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Reading what is saved…</p>
      ) : events.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">No event is saved on this phone yet. Open an event once with a connection to keep it for offline use.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
          {events.map((event) => (
            <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{event.name}</p>
                <p className="text-sm text-gray-600 dark:text-gray-400">{savedEventLine(event, readAt)}</p>
              </div>
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-label={`Remove ${event.name} from this phone`}
                disabled={removing === event.eventId}
                onClick={() => remove(event.eventId)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending === null ? null : <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{pendingText(pending)}</p>}
    </section>
  );
}
