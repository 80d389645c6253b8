import { Link } from '@tanstack/react-router';
import { QrIcon } from '../ui/icons.tsx';
import { iconButton } from '../ui/button-styles.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { AccountMenu } from './account-menu.tsx';
import { ColorModeButton } from './color-mode-button.tsx';
import { InstallButton } from './install-button.tsx';

/** Discover (only without an active event), QR code, bell, avatar menu. */
export function SignedInNav({ hasActiveEvent }: { hasActiveEvent: boolean }) {
  return (
    <>
      {hasActiveEvent ? null : (
        <Link
          to="/events"
          search={{ filter: 'upcoming' }}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          activeProps={{ className: 'text-primary-700 dark:text-primary-300' }}
        >
          Discover
        </Link>
      )}
      <InstallButton />
      <span className="hidden sm:inline-flex">
        <ColorModeButton />
      </span>
      <Link to="/me/code" aria-label="My QR code" title="My QR code" className={iconButton}>
        <QrIcon />
      </Link>
      <NotificationsBell />
      <AccountMenu />
    </>
  );
}
