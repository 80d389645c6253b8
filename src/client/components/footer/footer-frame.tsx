import type { ReactNode } from 'react';
import { Logo } from '../ui/logo.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { OfflineReadyLine } from '../pwa/offline-ready-line.tsx';

export type FooterLegalLink = (to: '/terms' | '/privacy', className: string, label: ReactNode) => ReactNode;

/**
 * The footer's markup: logo, whether the app works offline yet, Terms & Conditions, Privacy, the
 * colour-mode choice. The app draws its
 * links with the router; the landing page, which starts without the router, with plain anchors. One
 * frame keeps the two identical, so the prerendered landing hydrates to what the app would draw.
 */
export function FooterFrame({ legalLink }: { legalLink: FooterLegalLink }) {
  // The year the page is seen in, not the build's: it joins once the page runs.
  const year = useHydrated() ? new Date().getFullYear() : null;
  const link = 'rounded py-2 text-sm text-gray-600 hover:text-primary-700 dark:text-gray-400 dark:hover:text-primary-300';
  return (
    <footer className="mt-auto border-t border-gray-200 bg-gray-50 pb-[env(safe-area-inset-bottom)] dark:border-gray-800 dark:bg-gray-900/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3 text-gray-900 dark:text-white">
            <Logo />
            <span className="text-sm text-gray-500 dark:text-gray-400">© {year}</span>
          </div>
          <OfflineReadyLine />
        </div>
        <nav aria-label="Legal" className="flex gap-6">
          {legalLink('/terms', link, <>Terms &amp; Conditions</>)}
          {legalLink('/privacy', link, 'Privacy')}
        </nav>
        <ColorModeSwitch />
      </div>
    </footer>
  );
}
