import { useId } from 'react';
import { fieldLabel, inputBase } from '#client/components/ui/form-styles.ts';
import { attendeeRoles, type AttendeesSearch } from '../attendees-search.ts';
import { markSearchInput } from '../attendees-timing.ts';

interface AttendeeFiltersProps {
  search: AttendeesSearch;
  interests: readonly string[];
  onSearch: (patch: Partial<AttendeesSearch>) => void;
}

const roleNames: Record<(typeof attendeeRoles)[number], string> = {
  attendee: 'Attendees',
  speaker: 'Speakers',
  exhibitor: 'Exhibitors',
  staff: 'Staff',
  organizer: 'Organizers',
};

/** Search by name, company or interest, and narrow by role and interest (all in the URL). */
export function AttendeeFilters({ search, interests, onSearch }: AttendeeFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-q`} className="sr-only">
          Search attendees
        </label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Search by name, company or interest"
          defaultValue={search.q ?? ''}
          onChange={(event) => {
            markSearchInput(event.target.value);
            onSearch({ q: event.target.value || undefined });
          }}
          className={inputBase}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {search.filter === 'speakers' ? null : (
          <div>
            <label htmlFor={`${id}-role`} className={fieldLabel}>
              Role
            </label>
            <select id={`${id}-role`} value={search.role ?? ''} onChange={(e) => onSearch({ role: (e.target.value || undefined) as AttendeesSearch['role'] })} className={`${inputBase} mt-1`}>
              <option value="">Everyone</option>
              {attendeeRoles.map((role) => (
                <option key={role} value={role}>
                  {roleNames[role]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-interest`} className={fieldLabel}>
            Interest
          </label>
          <select id={`${id}-interest`} value={search.interest ?? ''} onChange={(e) => onSearch({ interest: e.target.value || undefined })} className={`${inputBase} mt-1`}>
            <option value="">All interests</option>
            {interests.slice(0, 200).map((interest) => (
              <option key={interest} value={interest}>
                {interest}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
