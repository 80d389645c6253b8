import { Logo } from '#client/components/ui/logo.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { OfflineIndicator } from '#client/components/header/offline-indicator.tsx';
import { InstallButton } from '#client/components/header/install-button.tsx';
import { ColorModeButton } from '#client/components/header/color-mode-button.tsx';
import { getBrand } from '#client/lib/brand.ts';

// The app's signed-out header (components/header/site-header.tsx) as the landing page shows it
// without the router: the same markup with plain anchors. A test holds the two together
// (tests/client/lib/landing-shell.test.tsx).

const sectionLink =
  'rounded-md py-2 font-medium text-gray-700 hover:text-primary-700 dark:text-gray-300 dark:hover:text-primary-300';

function SectionLinks({ className }: { className: string }) {
  return (
    <nav aria-label="Product" className={className}>
      <a href="/#for-attendees" className={sectionLink}>
        For attendees
      </a>
      <a href="/#for-organizers" className={sectionLink}>
        For organizers
      </a>
    </nav>
  );
}

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/90 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-gray-800 dark:bg-gray-950/90 dark:supports-[backdrop-filter]:bg-gray-950/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <a href="/" aria-label={`${getBrand()} home`} aria-current="page" className="rounded-lg px-1 py-1 text-gray-900 dark:text-white">
          <Logo />
        </a>
        <OfflineIndicator />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SectionLinks className="mr-2 hidden items-center gap-6 text-sm sm:flex" />
          <InstallButton />
          <span className="hidden sm:inline-flex">
            <ColorModeButton />
          </span>
          <a href="/sign-in" className={`${buttonStyles.ghost} px-3`}>
            Sign In
          </a>
          <a href="/register" className={`${buttonStyles.primary} px-3`}>
            Register
          </a>
        </div>
      </div>
      <SectionLinks className="flex gap-6 px-4 pb-2 text-sm sm:hidden" />
    </header>
  );
}
