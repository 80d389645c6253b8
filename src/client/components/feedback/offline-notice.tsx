import { Link } from '@tanstack/react-router';
import { WifiOffIcon } from '../ui/icons.tsx';
import { useSavedOnThisPhone } from '../on-this-phone/use-saved-packs.ts';

/** The words every screen uses when it has nothing saved and the network is gone. */
export const notSavedYetText = 'Not saved on this phone yet: open it once with a connection';

/** What is on the device instead: the saved events, as links. */
function SavedInstead() {
  const { events } = useSavedOnThisPhone();
  if (events === null) return null;
  if (events.length === 0) return <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">Nothing else is saved on this phone yet.</p>;
  return (
    <div className="mt-4 text-sm">
      <p className="font-medium">Saved on this phone instead:</p>
      <ul className="mt-1 space-y-1">
        {events.map((event) => (
          <li key={event.eventId}>
            <Link to="/event/$eventId" params={{ eventId: event.eventId }} className="text-primary-700 underline underline-offset-2 dark:text-primary-300">
              {event.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shown where a page has no saved data yet and the network is gone. */
export function OfflineNotice({ what }: { what: string }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
      <WifiOffIcon className="size-8 text-gray-400" />
      <p className="mt-3 font-semibold">{notSavedYetText}</p>
      <p className="mt-1 max-w-sm text-sm text-gray-600 dark:text-gray-400">
        You&apos;re offline. {what} will show here after one visit with a connection; pages you have opened stay available without one.
      </p>
      <SavedInstead />
    </div>
  );
}
