import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { ColorModeButton } from './color-mode-button.tsx';
import { InstallButton } from './install-button.tsx';

/**
 * Draws one signed-out link. This file imports no router so the landing page, which starts without
 * it, can draw the same navigation with plain anchors; the app passes router links. Both give the
 * same markup, so the prerendered landing hydrates to what the app would draw.
 */
export type SignedOutLink = (to: '/' | '/sign-in' | '/register', hash: string | undefined, className: string, label: ReactNode) => ReactNode;

const sectionLink =
  'rounded-md py-2 font-medium text-gray-700 hover:text-primary-700 dark:text-gray-300 dark:hover:text-primary-300';

/** Links to the landing page's sections for attendees and organizers. */
export function SignedOutSectionLinks({ className, link }: { className: string; link: SignedOutLink }) {
  return (
    <nav aria-label="Product" className={className}>
      {link('/', 'for-attendees', sectionLink, 'For attendees')}
      {link('/', 'for-organizers', sectionLink, 'For organizers')}
    </nav>
  );
}

export function SignedOutNavFrame({ link }: { link: SignedOutLink }) {
  return (
    <>
      <SignedOutSectionLinks className="mr-2 hidden items-center gap-6 text-sm sm:flex" link={link} />
      <InstallButton />
      <span className="hidden sm:inline-flex">
        <ColorModeButton />
      </span>
      {link('/sign-in', undefined, `${buttonStyles.ghost} px-3`, 'Sign In')}
      {link('/register', undefined, `${buttonStyles.primary} px-3`, 'Register')}
    </>
  );
}
