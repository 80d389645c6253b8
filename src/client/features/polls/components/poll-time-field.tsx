import { TextField } from '#client/components/ui/text-field.tsx';
import { pollTimeHint } from '../poll-times.ts';

interface PollTimeFieldProps {
  label: string;
  name: string;
  /** datetime-local text on the event's clock. */
  value: string;
  timeZone: string;
  onChange: (value: string) => void;
  errors?: string[];
}

/** When a poll opens or closes, typed on the event's clock and labelled with its zone. */
export function PollTimeField({ label, name, value, timeZone, onChange, errors }: PollTimeFieldProps) {
  return (
    <TextField label={label} name={name} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} errors={errors} hint={pollTimeHint(value, timeZone)} required />
  );
}
