import { useId, useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldError, inputBase, fieldLabel, fieldHint } from '#client/components/ui/form-styles.ts';
import { PlusIcon, XIcon } from '#client/components/ui/admin-icons.tsx';
import { matchingChoices, personName, type SpeakerChoice } from '../speaker-choices.ts';

interface SpeakerPickerProps {
  chosen: readonly string[];
  choices: readonly SpeakerChoice[];
  /** Names of speakers already on the session, should one no longer be among the choices. */
  knownNames: ReadonlyMap<string, string>;
  errors?: string[];
  onChange: (speakerIds: string[]) => void;
}

const smallButton = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 disabled:opacity-40 dark:text-gray-200 dark:hover:bg-gray-800';

/** The session's speakers in order (move up, move down, remove), and a search to add more. */
export function SpeakerPicker({ chosen, choices, knownNames, errors = [], onChange }: SpeakerPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const byId = new Map(choices.map((choice) => [choice.attendeeId, personName(choice)]));
  const nameOf = (attendeeId: string) => byId.get(attendeeId) ?? knownNames.get(attendeeId) ?? 'A former member';
  const offered = matchingChoices(choices, chosen, query);
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  return (
    <fieldset aria-describedby={errors.length ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">Speakers</legend>
      {chosen.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">No speakers yet.</p>
      ) : (
        <ol aria-label="Chosen speakers" className="mt-2 divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200 dark:divide-gray-800 dark:ring-gray-800">
          {chosen.map((attendeeId, index) => (
            <li key={attendeeId} className="flex items-center gap-1 py-1 pr-1 pl-3">
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{nameOf(attendeeId)}</span>
              <button type="button" className={smallButton} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${nameOf(attendeeId)} up`}>
                ↑
              </button>
              <button type="button" className={smallButton} disabled={index === chosen.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${nameOf(attendeeId)} down`}>
                ↓
              </button>
              <button type="button" className={smallButton} onClick={() => onChange(chosen.filter((other) => other !== attendeeId))} aria-label={`Remove ${nameOf(attendeeId)}`}>
                <XIcon className="size-5" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-search`} className={`${fieldLabel} mt-3`}>
        Find a person to add
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setQuery(event.target.value)}
        className={`${inputBase} mt-1`}
      />
      <p id={`${id}-hint`} className={fieldHint}>
        {query.trim() ? 'People of this event whose name matches.' : 'People with the speaker role; type a name to find anyone in the event.'}
      </p>
      {offered.length > 0 ? (
        <ul aria-label="People to add" className="mt-2 flex flex-wrap gap-2">
          {offered.map((choice) => (
            <li key={choice.attendeeId}>
              <button type="button" className={buttonStyles.secondary} onClick={() => onChange([...chosen, choice.attendeeId])}>
                <PlusIcon className="size-4" />
                <span className="sr-only">Add</span> {personName(choice)}
                {choice.role === 'speaker' ? null : <span className="font-normal text-gray-500 dark:text-gray-400">({choice.role})</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
          {query.trim() ? 'Nobody else matches.' : null}
        </p>
      )}
      {errors.length ? (
        <p id={`${id}-error`} className={fieldError}>
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
