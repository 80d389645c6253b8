import { useEffect } from 'react';
import { getBrand } from '#client/lib/brand.ts';
import { usePwaStore } from '#client/stores/pwa-store.ts';
import { CheckCircleIcon } from '../ui/icons.tsx';

/** Long enough to read twice; the footer keeps saying it afterwards. */
const shownForMs = 8_000;

/**
 * The moment the first visit's service worker has the app saved: "Ready to work offline", once.
 * Before it, losing the network would give the browser's own error page, so this is the point
 * from which going offline is safe (an event's own data still needs "Make available offline").
 */
export function OfflineReadyNews() {
  const justNow = usePwaStore((s) => s.appOfflineJustNow);
  const dismiss = usePwaStore((s) => s.dismissAppOfflineNews);
  useEffect(() => {
    if (!justNow) return;
    const timer = setTimeout(dismiss, shownForMs);
    return () => clearTimeout(timer);
  }, [justNow, dismiss]);
  if (!justNow) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[64] mx-auto mb-[calc(1rem+env(safe-area-inset-bottom))] flex w-[calc(100%-2rem)] max-w-md items-center gap-3 rounded-2xl bg-gray-900 p-3 pl-4 text-white shadow-xl dark:bg-gray-800"
    >
      <CheckCircleIcon className="h-5 w-5 shrink-0 text-green-400" />
      <p className="flex-1 text-sm">
        <span className="font-medium">Ready to work offline.</span> {getBrand()} now opens on this device with no network.
      </p>
      <button type="button" onClick={dismiss} className="min-h-11 rounded-lg px-3 text-sm text-gray-300 hover:text-white">
        OK
      </button>
    </div>
  );
}
