import { usePwaStore } from '#client/stores/pwa-store.ts';
import { buttonStyles } from '../ui/button-styles.ts';

/** "A new version is available — Reload": the waiting service worker takes over on Reload. */
export function UpdatePrompt() {
  const ready = usePwaStore((s) => s.updateReady);
  const apply = usePwaStore((s) => s.applyUpdate);
  const dismiss = usePwaStore((s) => s.dismissUpdate);
  if (!ready || !apply) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[65] mx-auto mb-[calc(1rem+env(safe-area-inset-bottom))] flex w-[calc(100%-2rem)] max-w-md items-center gap-3 rounded-2xl bg-gray-900 p-3 pl-4 text-white shadow-xl dark:bg-gray-800"
    >
      <p className="flex-1 text-sm font-medium">A new version is available</p>
      <button type="button" onClick={dismiss} className="rounded-lg px-3 py-2 text-sm text-gray-300 hover:text-white">
        Later
      </button>
      <button type="button" onClick={apply} className={buttonStyles.primary}>
        Reload
      </button>
    </div>
  );
}
