import { useId } from 'react';
import { fieldLabel, inputBase } from '#client/components/ui/form-styles.ts';
import type { ScheduleSearch } from '../schedule-search.ts';

interface ScheduleToolbarProps {
  search: ScheduleSearch;
  tracks: readonly string[];
  rooms: readonly string[];
  onSearch: (patch: Partial<ScheduleSearch>) => void;
}

const segment =
  'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold aria-pressed:bg-white aria-pressed:shadow-sm dark:aria-pressed:bg-gray-800';

/** All sessions or my agenda, a search box, and track and room filters (all kept in the URL). */
export function ScheduleToolbar({ search, tracks, rooms, onSearch }: ScheduleToolbarProps) {
  const id = useId();
  const mine = search.filter === 'mine';
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Show" className="flex gap-1 rounded-xl bg-gray-100 p-1 dark:bg-gray-900">
        <button type="button" aria-pressed={!mine} className={segment} onClick={() => onSearch({ filter: 'all' })}>
          All sessions
        </button>
        <button type="button" aria-pressed={mine} className={segment} onClick={() => onSearch({ filter: 'mine' })}>
          My agenda
        </button>
      </div>
      <div>
        <label htmlFor={`${id}-q`} className="sr-only">
          Search sessions
        </label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Search sessions, speakers, rooms"
          defaultValue={search.q ?? ''}
          onChange={(event) => onSearch({ q: event.target.value || undefined })}
          className={inputBase}
        />
      </div>
      {tracks.length > 0 || rooms.length > 0 ? (
        <div className="grid grid-cols-2 gap-3">
          <Choice id={`${id}-track`} label="Track" value={search.track} options={tracks} onChange={(track) => onSearch({ track })} />
          <Choice id={`${id}-room`} label="Room" value={search.room} options={rooms} onChange={(room) => onSearch({ room })} />
        </div>
      ) : null}
    </div>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly string[];
  onChange: (value: string | undefined) => void;
}

function Choice({ id, label, value, options, onChange }: ChoiceProps) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)} className={`${inputBase} mt-1`}>
        <option value="">{`All ${label.toLowerCase()}s`}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
