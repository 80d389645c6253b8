import { notificationBody, notificationTitle } from '#shared/rules/notification-text.ts';
import { createdAtToMillis } from '#shared/rules/created-at.ts';
import type { StoredNotification } from '#client/stores/notification-merge.ts';

const timeFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

interface NotificationItemProps {
  item: StoredNotification;
  onSelect: (item: StoredNotification) => void;
}

/** Title clamped to 2 lines, body to 4, and 'New' while neither read nor archived. */
export function NotificationItem({ item, onSelect }: NotificationItemProps) {
  const isNew = !item.read && !item.archive;
  const when = new Date(createdAtToMillis(item.createdAt));
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(item)}
        className="flex w-full gap-3 px-4 py-4 text-left hover:bg-gray-50 focus-visible:bg-gray-50 dark:hover:bg-gray-800/60 dark:focus-visible:bg-gray-800/60"
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-3">
            <span className="line-clamp-2 font-semibold text-gray-900 dark:text-gray-100">
              {notificationTitle(item.topicName, item.payload)}
            </span>
            {isNew ? (
              <span className="shrink-0 rounded-full bg-primary-600 px-2 py-0.5 text-xs font-semibold text-white dark:bg-primary-500">
                New
              </span>
            ) : null}
          </span>
          <span className="mt-1 line-clamp-4 block text-sm text-gray-600 dark:text-gray-300">
            {notificationBody(item.topicName, item.payload)}
          </span>
          <time dateTime={when.toISOString()} className="mt-2 block text-xs text-gray-500 dark:text-gray-400">
            {timeFormat.format(when)}
          </time>
        </span>
      </button>
    </li>
  );
}
