import { Link } from '@tanstack/react-router';
import { SignedOutNavFrame, SignedOutSectionLinks as SectionLinksFrame, type SignedOutLink } from './signed-out-nav-frame.tsx';

const routerLink: SignedOutLink = (to, hash, className, label) => (
  <Link key={`${to}#${hash ?? ''}`} to={to} hash={hash} className={className}>
    {label}
  </Link>
);

/** Links to the landing page's sections for attendees and organizers, drawn by the router. */
export function SignedOutSectionLinks({ className }: { className: string }) {
  return <SectionLinksFrame className={className} link={routerLink} />;
}

/** The signed-out header's navigation, drawn by the router. */
export function SignedOutNav() {
  return <SignedOutNavFrame link={routerLink} />;
}
