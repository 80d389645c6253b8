import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { AlertIcon } from '#client/components/ui/admin-icons.tsx';

export interface SavedClashes {
  title: string;
  notes: string[];
}

/** After a save: the session was saved, and it clashes (a warning; clashes never block a save). */
export function SavedClashNotice({ saved, onDismiss }: { saved: SavedClashes; onDismiss: () => void }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {saved.title} is saved, but it clashes
        </p>
        <ul className="mt-1 list-disc pl-5">
          {saved.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <button type="button" className={`${buttonStyles.ghost} -my-2 -mr-2`} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
