import { Logo } from '#client/components/ui/logo.tsx';
import { OfflineIndicator } from '#client/components/header/offline-indicator.tsx';
import { SignedOutNavFrame, SignedOutSectionLinks, type SignedOutLink } from '#client/components/header/signed-out-nav-frame.tsx';
import { getBrand } from '#client/lib/brand.ts';

// The app's signed-out header (components/header/site-header.tsx) as the landing page shows it
// without the router: the same navigation drawn with plain anchors. A test holds the two together
// (tests/client/lib/landing-shell.test.tsx).

const anchor: SignedOutLink = (to, hash, className, label) => (
  <a key={`${to}#${hash ?? ''}`} href={hash ? `${to}#${hash}` : to} className={className}>
    {label}
  </a>
);

/** Solid, like the app's header (site-header.tsx says why). */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white pt-[env(safe-area-inset-top)] dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <a href="/" aria-label={`${getBrand()} home`} aria-current="page" className="rounded-lg px-1 py-1 text-gray-900 dark:text-white">
          <Logo />
        </a>
        <OfflineIndicator />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SignedOutNavFrame link={anchor} />
        </div>
      </div>
      <SignedOutSectionLinks className="flex gap-6 px-4 pb-2 text-sm sm:hidden" link={anchor} />
    </header>
  );
}
