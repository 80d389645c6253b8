import { TextField } from '#client/components/ui/text-field.tsx';
import { eventLimits, type EventDraft, type EventFieldErrors } from '../event-draft.ts';
import { TimeZoneSelect } from './time-zone-select.tsx';

interface EventBasicsFieldsProps {
  draft: EventDraft;
  errors: EventFieldErrors;
  onChange: (patch: Partial<EventDraft>) => void;
}

/** Name, where and when: what a new event needs, and the top of the details form. */
export function EventBasicsFields({ draft, errors, onChange }: EventBasicsFieldsProps) {
  const zoneHint = `In ${draft.timeZone.replace(/_/g, ' ')} time.`;
  return (
    <div className="space-y-5">
      <TextField
        label="Event name"
        name="name"
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
        maxLength={eventLimits.name}
        placeholder="Northern Lights Summit 2027"
        autoComplete="off"
        required
        errors={errors.name}
      />
      <TextField
        label="Venue"
        name="venue"
        value={draft.venue}
        onChange={(event) => onChange({ venue: event.target.value })}
        placeholder="Harbourfront Convention Centre"
        hint="The place's name, as people will look for it."
        errors={errors.venue}
      />
      <TimeZoneSelect value={draft.timeZone} onChange={(timeZone) => onChange({ timeZone })} errors={errors.timeZone} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Starts"
          name="startsAt"
          type="datetime-local"
          value={draft.startsAt}
          onChange={(event) => onChange({ startsAt: event.target.value })}
          hint={zoneHint}
          required
          errors={errors.startsAt}
        />
        <TextField
          label="Ends"
          name="endsAt"
          type="datetime-local"
          value={draft.endsAt}
          min={draft.startsAt || undefined}
          onChange={(event) => onChange({ endsAt: event.target.value })}
          hint={zoneHint}
          required
          errors={errors.endsAt}
        />
      </div>
    </div>
  );
}
