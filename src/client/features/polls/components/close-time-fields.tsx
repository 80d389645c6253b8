import { toPollInput } from '../poll-times.ts';
import { PollTimeField } from './poll-time-field.tsx';

interface CloseTimeFieldsProps {
  /** datetime-local text on the event's clock; '' when the poll closes only when someone closes it. */
  value: string;
  timeZone: string;
  onChange: (value: string) => void;
  errors?: string[];
}

/** "Closes by itself at a set time": a switch (an hour from now to start with), then the time; votes from then on are refused. */
export function CloseTimeFields({ value, timeZone, onChange, errors }: CloseTimeFieldsProps) {
  const on = value !== '';
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onChange(event.target.checked ? toPollInput(Math.floor(Date.now() / 1000) + 3_600, timeZone) : '')}
          className="size-5 accent-primary-600"
        />
        Closes by itself at a set time
      </label>
      {on ? <PollTimeField label="Closes at" name="closesAt" value={value} timeZone={timeZone} onChange={onChange} errors={errors} /> : null}
    </div>
  );
}

