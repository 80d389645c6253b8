import { getBrand } from '#client/lib/brand.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { ModalDialog } from '../dialog/modal-dialog.tsx';

// iOS has no install offer to trigger: the person adds the app from the Share sheet themselves.

/** Safari's Share glyph (a square with an arrow up), so the step points at what is on screen. */
function ShareGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="inline size-5 align-text-bottom text-primary-700 dark:text-primary-300">
      <path d="M8 8H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-2M12 15V3M8 7l4-4 4 4" />
    </svg>
  );
}

const step = 'flex gap-3';
const stepNumber =
  'flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-700 dark:bg-primary-500/10 dark:text-primary-300';

export function HomeScreenStepsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const brand = getBrand();
  return (
    <ModalDialog open={open} title={`Add ${brand} to your Home Screen`} onClose={onClose}>
      <ol className="space-y-4 text-base">
        <li className={step}>
          <span aria-hidden="true" className={stepNumber}>1</span>
          <span>
            Tap the Share button <ShareGlyph /> (a square with an arrow) in Safari’s toolbar. Don’t see it? Tap ••• first.
          </span>
        </li>
        <li className={step}>
          <span aria-hidden="true" className={stepNumber}>2</span>
          <span>
            Choose <strong>Add to Home Screen</strong> (scroll down the list if needed).
          </span>
        </li>
        <li className={step}>
          <span aria-hidden="true" className={stepNumber}>3</span>
          <span>
            Tap <strong>Add</strong>, then open {brand} from your Home Screen.
          </span>
        </li>
      </ol>
      <h3 className="mt-6 font-semibold">Why it matters</h3>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {brand} opens full screen, and what you saved for offline use is kept. Safari deletes a site’s saved data after 7 days
        without a visit, unless it is on the Home Screen.
      </p>
      <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">In another browser on iPhone or iPad, the Share button is in that browser’s own menu.</p>
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonStyles.primary} onClick={onClose}>
          Done
        </button>
      </div>
    </ModalDialog>
  );
}
