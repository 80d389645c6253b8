import { Link } from '@tanstack/react-router';
import { buttonStyles } from '../ui/button-styles.ts';
import { ColorModeButton } from './color-mode-button.tsx';
import { InstallButton } from './install-button.tsx';

const sectionLink =
  'rounded-md py-2 font-medium text-gray-700 hover:text-primary-700 dark:text-gray-300 dark:hover:text-primary-300';

/** Links to the landing page's sections for attendees and organizers. */
export function SignedOutSectionLinks({ className }: { className: string }) {
  return (
    <nav aria-label="Product" className={className}>
      <Link to="/" hash="for-attendees" className={sectionLink}>
        For attendees
      </Link>
      <Link to="/" hash="for-organizers" className={sectionLink}>
        For organizers
      </Link>
    </nav>
  );
}

export function SignedOutNav() {
  return (
    <>
      <SignedOutSectionLinks className="mr-2 hidden items-center gap-6 text-sm sm:flex" />
      <InstallButton />
      <span className="hidden sm:inline-flex">
        <ColorModeButton />
      </span>
      <Link to="/sign-in" className={`${buttonStyles.ghost} px-3`}>
        Sign In
      </Link>
      <Link to="/register" className={`${buttonStyles.primary} px-3`}>
        Register
      </Link>
    </>
  );
}
