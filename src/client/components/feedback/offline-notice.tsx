import { WifiOffIcon } from '../ui/icons.tsx';

/** Shown where a page has no saved data yet and the network is gone. */
export function OfflineNotice({ what }: { what: string }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
      <WifiOffIcon className="size-8 text-gray-400" />
      <p className="mt-3 font-semibold">You&apos;re offline</p>
      <p className="mt-1 max-w-sm text-sm text-gray-600 dark:text-gray-400">
        {what} will load as soon as you&apos;re back online. Pages you have opened before stay available without a connection.
      </p>
    </div>
  );
}
