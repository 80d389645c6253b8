import { AlertIcon } from '#client/components/ui/admin-icons.tsx';

/** A session's clash warnings, in amber (a warning, not an error: saving never refuses them). */
export function ClashBadges({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul aria-label="Clashes" className="mt-2 flex flex-wrap gap-1.5">
      {notes.map((note) => (
        <li
          key={note}
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
        >
          <AlertIcon className="size-3.5 shrink-0" />
          {note}
        </li>
      ))}
    </ul>
  );
}
