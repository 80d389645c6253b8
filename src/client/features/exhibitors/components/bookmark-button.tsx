interface BookmarkButtonProps {
  name: string;
  bookmarked: boolean;
  /** Queued in the outbox, not yet sent. */
  pending?: boolean;
  onToggle: () => void;
}

/** "To visit" on or off; a toggle button, so screen readers say whether it is on. */
export function BookmarkButton({ name, bookmarked, pending = false, onToggle }: BookmarkButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={`To visit: ${name}`}
      onClick={onToggle}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold ring-1 ${
        bookmarked ? 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/40' : 'text-gray-700 ring-gray-300 dark:text-gray-200 dark:ring-gray-700'
      }`}
    >
      <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>
      {bookmarked ? 'To visit' : 'Visit'}
      {pending ? <span className="sr-only"> (waiting to be sent)</span> : null}
    </button>
  );
}
