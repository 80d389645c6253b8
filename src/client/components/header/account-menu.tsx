import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from '../menu/dropdown-menu.tsx';
import { MenuButton, MenuLink, MenuSeparator } from '../menu/menu-items.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { useSessionStore } from '#client/stores/session-store.ts';
import { signOut } from '#client/lib/session-actions.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';

/** Spec §2: the avatar dropdown with My Profile, Connections, Events and a red Sign Out (plus where organizers start). */
export function AccountMenu() {
  const account = useSessionStore((s) => s.account);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onSignOut = async () => {
    await signOut(loadTrpcClient(), queryClient);
    await navigate({ to: '/' });
  };
  return (
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
  );
}
