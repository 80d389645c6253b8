/** Unread = neither read nor archived. */
export function unreadCount(items: ReadonlyArray<{ read: boolean; archive: boolean }>): number {
  return items.reduce((count, item) => (item.read || item.archive ? count : count + 1), 0);
}
