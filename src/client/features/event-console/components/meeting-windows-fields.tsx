import { useEffect, useRef } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldError } from '#client/components/ui/form-styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { newWindow, type MeetingFieldErrors, type WindowDraft } from '../meeting-draft.ts';

interface MeetingWindowsFieldsProps {
  windows: WindowDraft[];
  errors: MeetingFieldErrors;
  eventDates: { first: string; last: string };
  timeZone: string;
  onChange: (windows: WindowDraft[]) => void;
}

/** The meeting windows: one row per window (day, from, to), each its own group for screen readers. */
export function MeetingWindowsFields({ windows, errors, eventDates, timeZone, onChange }: MeetingWindowsFieldsProps) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After Add, the new row's day takes the focus; after Remove, the Add button (the row is gone).
  const focusAfter = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    if (focusAfter.current === 'added') list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
    if (focusAfter.current === 'removed') addButton.current?.focus();
    focusAfter.current = null;
  }, [windows.length]);
  const change = (key: string, patch: Partial<WindowDraft>) => onChange(windows.map((window) => (window.key === key ? { ...window, ...patch } : window)));
  return (
    <div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Attendees can meet only inside these windows, on the event&apos;s days ({eventDates.first} to {eventDates.last}). Times are in the event&apos;s time zone, {timeZone}.
      </p>
      {windows.length === 0 ? <p className="mt-3 text-sm font-medium">No windows yet: nobody can request a meeting until you add one.</p> : null}
      <ol ref={list} className="mt-3 flex flex-col gap-3" aria-label="Meeting windows">
        {windows.map((window, index) => (
          <li key={window.key}>
            <fieldset className="relative rounded-xl border border-gray-200 p-3 pt-2 dark:border-gray-700">
              <legend className="px-1 text-sm font-semibold">Window {index + 1}</legend>
              <button
                type="button"
                className={`${buttonStyles.ghost} absolute -top-4 right-1 min-h-11 px-3`}
                aria-label={`Remove window ${index + 1}`}
                onClick={() => {
                  onChange(windows.filter((other) => other.key !== window.key));
                  focusAfter.current = 'removed';
                }}
              >
                Remove
              </button>
              <div className="mt-4 grid grid-cols-2 gap-3 sm:mt-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
                <TextField
                  className="col-span-2 sm:col-span-1"
                  label="Day"
                  name={`windows.${index}.date`}
                  type="date"
                  value={window.date}
                  min={eventDates.first}
                  max={eventDates.last}
                  required
                  onChange={(event) => change(window.key, { date: event.target.value })}
                  errors={errors[`windows.${index}.date`]}
                />
                <TextField
                  label="From"
                  name={`windows.${index}.from`}
                  type="time"
                  step={300}
                  value={window.from}
                  required
                  onChange={(event) => change(window.key, { from: event.target.value })}
                  errors={errors[`windows.${index}.from`]}
                />
                <TextField
                  label="To"
                  name={`windows.${index}.to`}
                  type="time"
                  step={300}
                  value={window.to}
                  required
                  onChange={(event) => change(window.key, { to: event.target.value })}
                  errors={errors[`windows.${index}.to`] ?? errors[`windows.${index}`]}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.windows ? <p className={fieldError}>{errors.windows.join(' ')}</p> : null}
      <button
        ref={addButton}
        type="button"
        className={`${buttonStyles.secondary} mt-3`}
        onClick={() => {
          onChange([...windows, newWindow(windows, eventDates)]);
          focusAfter.current = 'added';
        }}
      >
        Add a window
      </button>
    </div>
  );
}
