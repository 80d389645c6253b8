import { getBrand } from '#client/lib/brand.ts';
import { usePwaStore } from '#client/stores/pwa-store.ts';
import { CheckCircleIcon } from '../ui/icons.tsx';
import { appOfflineLine } from './offline-ready-text.ts';

/**
 * The footer's line on offline use: "Saving … for offline use…", then "… works offline on this
 * device". Empty until the page has asked the service worker, so the prerendered landing page
 * (drawn with no worker) hydrates to the same markup.
 */
export function OfflineReadyLine() {
  const state = usePwaStore((s) => s.appOffline);
  const line = appOfflineLine(state, getBrand());
  return (
    <p className="flex min-h-5 items-center gap-1.5 text-sm text-gray-600 dark:text-gray-400">
      {state === 'ready' ? <CheckCircleIcon className="h-4 w-4 shrink-0 text-green-700 dark:text-green-400" /> : null}
      {state === 'saving' ? <span aria-hidden="true" className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-primary-600 dark:bg-primary-400" /> : null}
      {line}
    </p>
  );
}
