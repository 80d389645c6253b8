import { useState, type FormEvent } from 'react';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { OutboxFullError } from '#client/offline/outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { queueConnectionNote } from '../connection-outbox.ts';

const noteMaxLength = 2000;

interface ConnectionNoteProps {
  accountId: string;
  name: string;
  /** The queued note when there is one, else the saved one. */
  note: string;
  /** A newer note is still in the outbox. */
  waiting: boolean;
}

/** My private note about a person, saved through the outbox so it works offline too. */
export function ConnectionNote({ accountId, name, note, waiting }: ConnectionNoteProps) {
  const myAccountId = useSessionStore((s) => s.account?.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [savedHere, setSavedHere] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || !myAccountId || draft.trim().length > noteMaxLength) return;
    try {
      await queueConnectionNote(accountId, draft, name, myAccountId);
      setDraft(null);
      setSavedHere(true);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof OutboxFullError ? error.message : 'The note could not be saved on this device.');
    }
  };
  const status = waiting ? 'Waiting to sync' : savedHere ? 'Saved' : null;
  if (draft === null) {
    return (
      <div className="mt-3 flex flex-wrap items-start gap-x-3 gap-y-1">
        {note ? <p className="w-full text-sm whitespace-pre-line text-gray-700 dark:text-gray-200">{note}</p> : null}
        <button type="button" className="text-sm font-semibold text-primary-700 underline dark:text-primary-300" onClick={() => setDraft(note)} aria-label={`${note ? 'Edit note' : 'Add a note'} about ${name}`}>
          {note ? 'Edit note' : 'Add a note'}
        </button>
        {status ? (
          <span role="status" className="text-sm text-gray-500 dark:text-gray-400">
            {status}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <form className="mt-3 space-y-2" onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        label={`Private note about ${name}`}
        name="note"
        value={draft}
        maxLength={noteMaxLength}
        hint="Only you can see this."
        onChange={(event) => setDraft(event.target.value)}
        autoFocus
      />
      <FormAlert message={problem} />
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={draft.trim().length > noteMaxLength}>
          Save note
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => setDraft(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
