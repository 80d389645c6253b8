import { useId } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';
import { sessionLimits, type SessionFieldErrors, type SessionForm } from '../session-form.ts';

interface PlaceFieldsProps {
  form: SessionForm;
  rooms: readonly string[];
  tracks: readonly string[];
  errors: SessionFieldErrors;
  onChange: (patch: Partial<SessionForm>) => void;
}

/**
 * Room and track are free text (they are names on the sessions, not records of their own);
 * the ones already in use are suggested, so "Room B" is not also typed "room b.".
 */
export function PlaceFields({ form, rooms, tracks, errors, onChange }: PlaceFieldsProps) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Room"
        name="room"
        value={form.room}
        list={`${id}-rooms`}
        maxLength={sessionLimits.room}
        autoComplete="off"
        hint="Optional. Rooms in use are suggested."
        onChange={(event) => onChange({ room: event.target.value })}
        errors={errors.room}
      />
      <datalist id={`${id}-rooms`}>
        {rooms.map((room) => (
          <option key={room} value={room} />
        ))}
      </datalist>
      <TextField
        label="Track"
        name="track"
        value={form.track}
        list={`${id}-tracks`}
        maxLength={sessionLimits.track}
        autoComplete="off"
        hint="Optional. Tracks in use are suggested."
        onChange={(event) => onChange({ track: event.target.value })}
        errors={errors.track}
      />
      <datalist id={`${id}-tracks`}>
        {tracks.map((track) => (
          <option key={track} value={track} />
        ))}
      </datalist>
    </div>
  );
}
