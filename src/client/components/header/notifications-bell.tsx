import { BellIcon } from '../ui/icons.tsx';
import { iconButton } from '../ui/button-styles.ts';
import { selectUnreadCount, useNotificationsStore } from '#client/stores/notifications-store.ts';
import { useUiStore } from '#client/stores/ui-store.ts';

/** The bell opens the notifications panel; its badge shows the unread count above 0. */
export function NotificationsBell() {
  const unread = useNotificationsStore(selectUnreadCount);
  const open = useUiStore((s) => s.notificationsOpen);
  const openNotifications = useUiStore((s) => s.openNotifications);
  const closeNotifications = useUiStore((s) => s.closeNotifications);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      className={iconButton}
      onClick={() => (open ? closeNotifications() : openNotifications())}
    >
      <BellIcon />
      {unread > 0 ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white ring-2 ring-white dark:ring-gray-950"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
