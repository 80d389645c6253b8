import { useState, type FormEvent } from 'react';
import type { ActivityDraft } from '#shared/contracts/activities.ts';
import { ImagePicker } from '#client/components/upload/image-picker.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fromZonedInput, offsetLabel, toZonedInput } from '#client/lib/zoned-time.ts';

const inputClass = 'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 dark:border-gray-700 dark:bg-gray-900';

/**
 * Create or edit an activity; the server checks every field again and its messages are shown.
 * Times are typed on the event's clock, as the schedule editor's are, whatever the device's zone.
 */
export function ActivityForm({ timeZone, initial, busy, error, submitLabel, onSubmit, onCancel }: {
  timeZone: string;
  initial: ActivityDraft;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (draft: ActivityDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof ActivityDraft>(key: K, value: ActivityDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setTime = (key: 'startsAt' | 'endsAt', text: string) => {
    const seconds = fromZonedInput(text, timeZone);
    if (seconds !== null) set(key, seconds);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={submitLabel}>
      <label className="flex flex-col gap-1 text-sm sm:col-span-2">
        Name
        <input className={inputClass} required maxLength={80} value={draft.name} onChange={(event) => set('name', event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm sm:col-span-2">
        Description
        <textarea className={inputClass} maxLength={1000} value={draft.description} onChange={(event) => set('description', event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Where
        <input className={inputClass} maxLength={120} value={draft.location} onChange={(event) => set('location', event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Points
        <input className={inputClass} type="number" min={1} max={10000} required value={draft.points} onChange={(event) => set('points', Number(event.target.value))} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Starts ({timeZone}, {offsetLabel(timeZone, draft.startsAt)})
        <input className={inputClass} type="datetime-local" required value={toZonedInput(draft.startsAt, timeZone)} onChange={(event) => setTime('startsAt', event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Ends ({timeZone}, {offsetLabel(timeZone, draft.endsAt)})
        <input className={inputClass} type="datetime-local" required value={toZonedInput(draft.endsAt, timeZone)} onChange={(event) => setTime('endsAt', event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Times one person may earn it
        <input className={inputClass} type="number" min={1} max={100} required value={draft.perPersonLimit} onChange={(event) => set('perPersonLimit', Number(event.target.value))} />
      </label>
      <div className="flex flex-col gap-1 text-sm sm:col-span-2">
        <span>Photo (on the activities page and the printed card)</span>
        <ImagePicker
          what="photo"
          purpose="event-picture"
          src={draft.pictureSrc}
          shape="wide"
          hint="JPEG, PNG, WebP or GIF up to 8 MB, shown wide."
          onUploaded={(result) => set('pictureSrc', result.src)}
          onRemove={() => set('pictureSrc', null)}
          onBusyChange={setUploading}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={busy || uploading}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
