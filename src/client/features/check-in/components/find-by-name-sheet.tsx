import { useId, useRef } from 'react';
import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { useFocusTrap } from '#client/components/dialog/use-focus-trap.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { RosterSearch } from './roster-search.tsx';

/** The scanner's fallback when a code won't scan: the roster search over the camera. */
export function FindByNameSheet({ onCheckIn, onClose }: { onCheckIn: (person: RosterPerson) => void; onClose: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The search field comes first, so the trap puts the cursor straight in it; Escape goes back.
  useFocusTrap(ref, true, { onEscape: onClose });
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-white text-gray-900 dark:bg-gray-950 dark:text-gray-100"
    >
      <div className="flex-1 overflow-y-auto p-4 pt-[calc(1rem+env(safe-area-inset-top))]">
        <div className="mx-auto max-w-lg">
          <h2 id={titleId} className="text-xl font-bold">
            Find by name
          </h2>
          <div className="mt-4">
            <RosterSearch onCheckIn={onCheckIn} />
          </div>
        </div>
      </div>
      <div className="border-t border-gray-200 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] dark:border-gray-800">
        <button type="button" className={`${buttonStyles.secondary} mx-auto flex w-full max-w-lg`} onClick={onClose}>
          Back to camera
        </button>
      </div>
    </div>
  );
}
