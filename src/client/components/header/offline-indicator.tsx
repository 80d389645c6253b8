import { WifiOffIcon } from '../ui/icons.tsx';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';

/** Tells people that what they see is saved data, not live. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <span className="ml-1 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
          <WifiOffIcon className="size-4" />
          <span className="hidden min-[420px]:inline">Offline — showing saved data</span>
          <span className="min-[420px]:hidden">Offline</span>
        </span>
      )}
    </div>
  );
}
