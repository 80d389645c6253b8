import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notificationTarget } from '#shared/rules/notification-target.ts';
import { useUiStore } from '#client/stores/ui-store.ts';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import type { StoredNotification } from '#client/stores/notification-merge.ts';
import { useFocusTrap } from '../dialog/use-focus-trap.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { iconButton } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { NotificationItem } from './notification-item.tsx';

/** A right-side slide-over titled Notifications. */
export function NotificationsPanel() {
  const open = useUiStore((s) => s.notificationsOpen);
  const close = useUiStore((s) => s.closeNotifications);
  const items = useNotificationsStore((s) => s.items);
  const loading = useNotificationsStore((s) => s.loading);
  const markRead = useNotificationsStore((s) => s.markRead);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, { onEscape: close });
  if (!open) return null;

  // Mark read if not yet, close the panel, then go to the target if there is one.
  const onSelect = (item: StoredNotification) => {
    if (!item.read) void markRead(item.id);
    close();
    const target = notificationTarget(item.payload, window.location.origin);
    if (target) void navigate({ href: target });
  };

  return (
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-gray-900/40 dark:bg-black/60" onClick={close} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="notifications-title"
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-full max-w-md animate-slide-in-right flex-col bg-white shadow-xl sm:max-w-lg dark:bg-gray-900"
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 pt-[calc(0.75rem+env(safe-area-inset-top))] pb-3 dark:border-gray-800">
          <h2 id="notifications-title" className="text-lg font-semibold">
            Notifications
          </h2>
          <button type="button" aria-label="Close notifications" className={iconButton} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain pb-[env(safe-area-inset-bottom)]">
          {loading && items.length === 0 ? (
            <div className="flex justify-center p-8">
              <Spinner label="Loading notifications" />
            </div>
          ) : items.length === 0 ? (
            <p className="p-8 text-center text-sm text-gray-500 dark:text-gray-400">No notifications yet.</p>
          ) : (
            <ul className="divide-y divide-gray-200 dark:divide-gray-800">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onSelect={onSelect} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
