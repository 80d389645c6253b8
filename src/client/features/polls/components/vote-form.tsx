import { useState, type FormEvent } from 'react';
import type { Poll } from '#shared/contracts/polls.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

/** Radio buttons (one answer) or checkboxes (several); the submit button votes or changes the vote. */
export function VoteForm({ poll, mine, onVote }: { poll: Poll; mine: readonly string[] | null; onVote: (optionIds: string[]) => Promise<void> }) {
  const [chosen, setChosen] = useState<string[]>(mine ? [...mine] : []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const single = poll.kind === 'single';
  const toggle = (id: string, on: boolean) => setChosen((current) => (single ? [id] : on ? [...current, id] : current.filter((other) => other !== id)));
  const unchanged = mine !== null && mine.length === chosen.length && mine.every((id) => chosen.includes(id));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onVote(chosen);
    } catch {
      setError('Your vote could not be saved on this device. Nothing was sent; try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="sr-only">{poll.question}</legend>
        {poll.options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 has-checked:border-primary-500 has-checked:bg-primary-50 dark:border-gray-700 dark:has-checked:bg-primary-500/10"
          >
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`poll-${poll.id}`}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              className="size-5 accent-primary-600"
            />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={busy || chosen.length === 0 || unchanged}>
          {mine ? 'Change vote' : 'Vote'}
        </button>
      </div>
    </form>
  );
}
