import { dayLabel } from '#shared/rules/schedule-days.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { endsNextDay, nextDate, type SessionFieldErrors, type SessionForm } from '../session-form.ts';

/** The organizer's own date, as a fallback start for the end date before a day is chosen. */
const today = () => new Date().toISOString().slice(0, 10);

interface SessionTimeFieldsProps {
  form: SessionForm;
  timeZone: string;
  errors: SessionFieldErrors;
  onChange: (patch: Partial<SessionForm>) => void;
}

/**
 * Day, start and end on the event's clock; the end's hint says when it runs past midnight, and
 * "Runs over several days" adds an end date (a hackathon, a two-day workshop).
 */
export function SessionTimeFields({ form, timeZone, errors, onChange }: SessionTimeFieldsProps) {
  const multiDay = form.endDate !== null;
  const endHint = multiDay
    ? undefined
    : endsNextDay(form)
      ? `Past midnight: ends on ${dayLabel(nextDate(form.date))}.`
      : 'An end earlier than the start means the session runs past midnight.';
  const toggleMultiDay = (on: boolean) => onChange({ endDate: on ? nextDate(/^\d{4}-\d{2}-\d{2}$/.test(form.date) ? form.date : today()) : null });
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">When</legend>
      <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">In {timeZone.replace(/_/g, ' ')} time, the event’s time zone.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <TextField label="Date" name="date" type="date" value={form.date} required onChange={(event) => onChange({ date: event.target.value })} errors={errors.date} />
        <TextField label="Start" name="start" type="time" value={form.start} required onChange={(event) => onChange({ start: event.target.value })} errors={errors.start} />
        <TextField label="End" name="end" type="time" value={form.end} required hint={endHint} onChange={(event) => onChange({ end: event.target.value })} errors={errors.end} />
      </div>
      <label className="mt-3 flex min-h-11 items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
        <input type="checkbox" checked={multiDay} onChange={(event) => toggleMultiDay(event.target.checked)} className="size-4 rounded border-gray-300 text-primary-600 focus:ring-primary-500" />
        Runs over several days
      </label>
      {multiDay ? (
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <TextField
            label="End date"
            name="endDate"
            type="date"
            value={form.endDate ?? ''}
            min={form.date || undefined}
            required
            hint={`Ends on ${form.endDate && /^\d{4}-\d{2}-\d{2}$/.test(form.endDate) ? dayLabel(form.endDate) : 'the day you choose'} at the end time above.`}
            onChange={(event) => onChange({ endDate: event.target.value })}
            errors={errors.endDate}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
