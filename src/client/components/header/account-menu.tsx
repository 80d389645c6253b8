import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from '../menu/dropdown-menu.tsx';
import { MenuButton, MenuLink, MenuSeparator } from '../menu/menu-items.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { useSessionStore } from '#client/stores/session-store.ts';
import { signOut } from '#client/lib/session-actions.ts';
import { unsyncedChangeCount } from '#client/offline/unsynced-change-count.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';

/** The avatar dropdown with My Profile, Connections, Events and a red Sign Out (plus where organizers start). */
export function AccountMenu() {
  const account = useSessionStore((s) => s.account);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Changes made offline that have not synced yet: ask before signing out (they are kept).
  const [unsynced, setUnsynced] = useState(0);
  const signOutNow = async () => {
    setUnsynced(0);
    await signOut(loadTrpcClient(), queryClient);
    await navigate({ to: '/' });
  };
  const onSignOut = async () => {
    const count = await unsyncedChangeCount();
    if (count > 0) setUnsynced(count);
    else await signOutNow();
  };
  return (
    <>
      <DropdownMenu
        label="Account menu"
        buttonClassName="inline-flex size-11 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
        buttonContent={<Avatar firstName={account?.firstName} lastName={account?.lastName} src={account?.picture?.src} />}
        header={
          account ? (
            <div className="border-b border-gray-200 px-4 py-3 dark:border-gray-800">
              <p className="truncate text-sm font-semibold">
                {account.firstName} {account.lastName}
              </p>
              <p className="truncate text-xs text-gray-500 dark:text-gray-400">{account.email}</p>
            </div>
          ) : null
        }
      >
        <MenuLink to="/me">My Profile</MenuLink>
        <MenuLink to="/me/connections">Connections</MenuLink>
        <MenuLink to="/events" search={{ filter: 'upcoming' }}>
          Events
        </MenuLink>
        <MenuSeparator />
        <MenuLink to="/org/new">Create an organization</MenuLink>
        <MenuSeparator />
        <MenuButton danger onSelect={() => void onSignOut()}>
          Sign Out
        </MenuButton>
      </DropdownMenu>
      <ConfirmDialog
        open={unsynced > 0}
        title={unsynced === 1 ? '1 change has not synced yet' : `${unsynced} changes have not synced yet`}
        confirmLabel="Sign out anyway"
        danger
        onConfirm={() => void signOutNow()}
        onCancel={() => setUnsynced(0)}
      >
        They stay on this device and are sent the next time you sign in with this account. Until then, nobody else sees them.
      </ConfirmDialog>
    </>
  );
}
