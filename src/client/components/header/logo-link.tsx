import { Link } from '@tanstack/react-router';
import { Logo } from '../ui/logo.tsx';
import { getBrand } from '#client/lib/brand.ts';

interface LogoLinkProps {
  signedIn: boolean;
  activeEventId: string | null;
}

/** The logo goes to / when signed out, else to the active event, else to /events. */
export function LogoLink({ signedIn, activeEventId }: LogoLinkProps) {
  const className = 'rounded-lg px-1 py-1 text-gray-900 dark:text-white';
  const label = `${getBrand()} home`;
  if (!signedIn) {
    return (
      <Link to="/" aria-label={label} className={className}>
        <Logo />
      </Link>
    );
  }
  if (activeEventId) {
    return (
      <Link to="/event/$eventId" params={{ eventId: activeEventId }} aria-label={`${getBrand()}: event home`} className={className}>
        <Logo compact />
      </Link>
    );
  }
  return (
    <Link to="/events" search={{ filter: 'upcoming' }} aria-label={`${getBrand()}: your events`} className={className}>
      <Logo compact />
    </Link>
  );
}
