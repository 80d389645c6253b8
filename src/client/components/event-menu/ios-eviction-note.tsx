import { useState } from 'react';
import { getBrand } from '#client/lib/brand.ts';
import { HomeScreenStepsDialog } from '../pwa/home-screen-steps-dialog.tsx';
import { useIosHomeScreenOffer } from '../pwa/use-ios-home-screen-offer.ts';

/**
 * Beside "Make available offline" on iOS in a browser tab: Safari deletes a site's saved data
 * after 7 days without a visit unless it is on the Home Screen, so a saved event can vanish
 * before the event day. Nothing on other platforms, nor in the Home Screen app.
 */
export function IosEvictionNote() {
  const offer = useIosHomeScreenOffer();
  const brand = getBrand();
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  return (
    <>
      <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">
        On iPhone, Safari removes saved events after 7 days without opening {brand}. Add it to your Home Screen to keep them.
      </p>
      <button
        type="button"
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800 dark:text-primary-300 dark:hover:text-primary-200"
        onClick={() => setOpen(true)}
      >
        How to add it
      </button>
      <HomeScreenStepsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
