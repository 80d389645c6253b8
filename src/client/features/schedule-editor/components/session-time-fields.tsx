import { dayLabel } from '#shared/rules/schedule-days.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { endsNextDay, nextDate, type SessionFieldErrors, type SessionForm } from '../session-form.ts';

interface SessionTimeFieldsProps {
  form: SessionForm;
  timeZone: string;
  errors: SessionFieldErrors;
  onChange: (patch: Partial<SessionForm>) => void;
}

/** Day, start and end on the event's clock; the end's hint says when it runs past midnight. */
export function SessionTimeFields({ form, timeZone, errors, onChange }: SessionTimeFieldsProps) {
  const overnight = endsNextDay(form);
  const endHint = overnight
    ? `Past midnight: ends on ${dayLabel(nextDate(form.date))}.`
    : 'An end earlier than the start means the session runs past midnight.';
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">When</legend>
      <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">In {timeZone.replace(/_/g, ' ')} time, the event’s time zone.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <TextField label="Date" name="date" type="date" value={form.date} required onChange={(event) => onChange({ date: event.target.value })} errors={errors.date} />
        <TextField label="Start" name="start" type="time" value={form.start} required onChange={(event) => onChange({ start: event.target.value })} errors={errors.start} />
        <TextField label="End" name="end" type="time" value={form.end} required hint={endHint} onChange={(event) => onChange({ end: event.target.value })} errors={errors.end} />
      </div>
    </fieldset>
  );
}
