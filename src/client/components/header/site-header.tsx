import { Suspense } from 'react';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { LogoLink } from './logo-link.tsx';
import { SignedInNav } from '../layouts/signed-in-chrome.ts';
import { SignedOutNav, SignedOutSectionLinks } from './signed-out-nav.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import { OfflineIndicator } from './offline-indicator.tsx';

/**
 * The header: logo, then the signed-in tools or the signed-out links. Solid, not a translucent
 * blur: a blurred sticky header is filtered again every frame that something scrolls under it,
 * which makes a phone that composites in software drop many more frames scrolling the album
 * (`BENCH_ONLY=album npm run bench`).
 */
export function SiteHeader() {
  const signedIn = useSessionStore((s) => s.authenticated);
  const activeEvent = useEventStore((s) => s.activeEvent);
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white pt-[env(safe-area-inset-top)] dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        {signedIn && activeEvent ? <MenuToggle /> : null}
        <LogoLink signedIn={signedIn} activeEventId={activeEvent?.id ?? null} />
        <OfflineIndicator />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInNav hasActiveEvent={activeEvent !== null} />
            </Suspense>
          ) : (
            <SignedOutNav />
          )}
        </div>
      </div>
      {signedIn ? null : <SignedOutSectionLinks className="flex gap-6 px-4 pb-2 text-sm sm:hidden" />}
    </header>
  );
}
