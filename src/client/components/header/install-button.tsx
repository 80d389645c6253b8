import { lazy, Suspense, useState } from 'react';
import { DownloadIcon } from '../ui/icons.tsx';
import { usePwaStore } from '#client/stores/pwa-store.ts';
import { useIosHomeScreenOffer } from '../pwa/use-ios-home-screen-offer.ts';

// Loaded when pressed: the landing page starts with this header and stays light.
const HomeScreenStepsDialog = lazy(() => import('../pwa/home-screen-steps-dialog.tsx').then((m) => ({ default: m.HomeScreenStepsDialog })));

/**
 * Shown after the browser offers installation (beforeinstallprompt), and on iOS, which never
 * offers it, outside the Home Screen app: there it opens the Add to Home Screen steps.
 */
export function InstallButton() {
  const prompt = usePwaStore((s) => s.installPrompt);
  const setInstallPrompt = usePwaStore((s) => s.setInstallPrompt);
  const iosOffer = useIosHomeScreenOffer();
  const [stepsOpen, setStepsOpen] = useState(false);
  if (!prompt && !iosOffer) return null;
  const install = async () => {
    if (!prompt) {
      setStepsOpen(true);
      return;
    }
    await prompt.prompt();
    await prompt.userChoice;
    // A prompt can be used once; the browser fires beforeinstallprompt again if it may ask again.
    setInstallPrompt(null);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void install()}
        aria-haspopup={prompt ? undefined : 'dialog'}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-500/10"
      >
        <DownloadIcon className="size-5" />
        <span className="hidden sm:inline">Install app</span>
        <span className="sm:hidden">Install</span>
      </button>
      {stepsOpen ? (
        <Suspense fallback={null}>
          <HomeScreenStepsDialog open onClose={() => setStepsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
