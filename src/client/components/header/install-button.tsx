import { DownloadIcon } from '../ui/icons.tsx';
import { usePwaStore } from '#client/stores/pwa-store.ts';

/** Shown only after the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const prompt = usePwaStore((s) => s.installPrompt);
  const setInstallPrompt = usePwaStore((s) => s.setInstallPrompt);
  if (!prompt) return null;
  const install = async () => {
    await prompt.prompt();
    await prompt.userChoice;
    // A prompt can be used once; the browser fires beforeinstallprompt again if it may ask again.
    setInstallPrompt(null);
  };
  return (
    <button
      type="button"
      onClick={() => void install()}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-500/10"
    >
      <DownloadIcon className="size-5" />
      <span className="hidden sm:inline">Install app</span>
      <span className="sm:hidden">Install</span>
    </button>
  );
}
