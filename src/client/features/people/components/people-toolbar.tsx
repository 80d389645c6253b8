import { useEffect, useState } from 'react';
import type { EventMemberRole } from '#shared/rules/permissions.ts';
import { inputBase } from '#client/components/ui/form-styles.ts';
import { SearchIcon } from '#client/components/ui/admin-icons.tsx';
import { roleCopy, roleOrder } from '../people-copy.ts';

interface PeopleToolbarProps {
  search: string;
  role: EventMemberRole | undefined;
  onSearch: (search: string) => void;
  onRole: (role: EventMemberRole | undefined) => void;
}

/** Search as you type (after a short pause, so each key press is not a request) and a role filter. */
export function PeopleToolbar({ search, role, onSearch, onRole }: PeopleToolbarProps) {
  const [text, setText] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  // Back/forward changes the URL's search: show it.
  if (search !== lastSearch) {
    setLastSearch(search);
    setText(search);
  }
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="people-search" className="sr-only">
          Search people
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
        <input
          id="people-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name or email"
          className={`${inputBase} pl-10`}
          maxLength={120}
        />
      </div>
      <div>
        <label htmlFor="people-role" className="sr-only">
          Role
        </label>
        <select
          id="people-role"
          value={role ?? ''}
          onChange={(event) => onRole(event.target.value === '' ? undefined : (event.target.value as EventMemberRole))}
          className={`${inputBase} sm:w-48`}
        >
          <option value="">All roles</option>
          {roleOrder.map((value) => (
            <option key={value} value={value}>
              {roleCopy[value].plural}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
