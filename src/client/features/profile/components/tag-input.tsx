import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CheckIcon, PlusIcon, XIcon } from '#client/components/ui/admin-icons.tsx';
import { addTags, normalizeTag, removeTag, toggleTag } from '../tags.ts';
import { fieldError, fieldHint, fieldLabel, inputBase } from '#client/components/ui/form-styles.ts';
import { chip } from './chip-styles.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

interface TagInputProps {
  /** Names the whole group ("Interests"); the text box is "Add your own". */
  label: string;
  description?: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  suggestions?: readonly string[];
  placeholder?: string;
  errors?: string[];
}

/**
 * Tags chosen from suggestions (toggle buttons that keep their place, so keyboard focus never
 * jumps) or typed: Enter or a comma adds, Backspace in the empty box removes the last one.
 */
export function TagInput({ label, description, tags, onChange, suggestions = [], placeholder = 'Type a tag and press Enter', errors = [] }: TagInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const custom = tags.filter((tag) => !suggestions.includes(tag));
  const messages = [...(problem ? [problem] : []), ...errors];

  const commit = (text: string) => {
    const result = addTags(tags, text);
    setProblem(result.problem);
    if (result.added.length > 0) {
      onChange(result.tags);
      setAnnouncement(`Added ${result.added.join(', ')}`);
    }
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (typed.trim()) commit(typed);
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
      const last = tags[tags.length - 1] as string;
      onChange(removeTag(tags, last));
      setAnnouncement(`Removed ${last}`);
    }
  };

  const toggle = (tag: string) => {
    const result = toggleTag(tags, tag);
    setProblem(result.problem);
    if (result.problem) return;
    onChange(result.tags);
    setAnnouncement(result.added.length ? `Added ${tag}` : `Removed ${tag}`);
  };

  const remove = (tag: string) => {
    onChange(removeTag(tags, tag));
    setAnnouncement(`Removed ${tag}`);
    inputRef.current?.focus();
  };

  return (
    <fieldset aria-describedby={description ? `${id}-description` : undefined}>
      <legend className="text-base font-semibold">{label}</legend>
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {description}
        </p>
      ) : null}
      {suggestions.length > 0 || custom.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${label}: suggestions and your own`}>
          {suggestions.map((tag) => {
            const on = tags.includes(tag);
            return (
              <li key={tag}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(tag)}
                  className={`${chip} border transition-colors ${
                    on
                      ? 'border-primary-600 bg-primary-600 text-white hover:bg-primary-700 dark:border-primary-400 dark:bg-primary-500'
                      : 'border-gray-300 bg-white text-gray-800 hover:border-primary-400 hover:bg-primary-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:hover:bg-gray-800'
                  }`}
                >
                  {on ? <CheckIcon className="size-4" /> : <PlusIcon className="size-4 text-gray-400" />}
                  {tag}
                </button>
              </li>
            );
          })}
          {custom.map((tag) => (
            <li key={tag} className={`${chip} bg-primary-600 pr-1 text-white dark:bg-primary-500`}>
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove ${tag}`}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-white/20"
              >
                <XIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-input`} className={`${fieldLabel} mt-4`}>
        Add your own
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={typed}
          onChange={(event) => {
            const value = event.target.value;
            // A pasted "a, b, c" (or a typed comma) adds what comes before the last comma.
            if (value.includes(',')) {
              const cut = value.lastIndexOf(',');
              commit(value.slice(0, cut));
              setTyped(value.slice(cut + 1));
            } else {
              setTyped(value);
            }
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          enterKeyHint="done"
          autoComplete="off"
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={`${id}-hint${messages.length ? ` ${id}-error` : ''}`}
          className={inputBase}
        />
        <button type="button" className={buttonStyles.secondary} disabled={normalizeTag(typed) === ''} onClick={() => commit(typed)}>
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className={fieldHint}>
        Separate several with commas. Up to 30, each under 40 characters.
      </p>
      {messages.length ? (
        <p id={`${id}-error`} className={fieldError}>
          {messages.join(' ')}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
