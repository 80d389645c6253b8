import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { clockTime } from '#client/lib/clock-time.ts';
import { inputBase } from '#client/components/ui/form-styles.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { personName } from '../roster-model.ts';
import { searchRoster } from '../roster-search.ts';
import { useDoorStore } from '../stores/door-store.ts';
import { PersonPhoto } from './person-photo.tsx';

interface RosterSearchProps {
  onCheckIn: (person: RosterPerson) => void;
  autoFocus?: boolean;
}

/** Search by name, from the roster on the device (works offline), with "Check in" per person. */
export function RosterSearch({ onCheckIn, autoFocus = false }: RosterSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const index = useDoorStore((s) => s.index);
  const found = useMemo(() => (index ? searchRoster(index.people.values(), deferred) : []), [index, deferred]);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Search by name
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder="First or last name, company"
        className={`${inputBase} mt-1`}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="sr-only" aria-live="polite">
        {deferred.trim() ? `${found.length === 20 ? 'At least 20' : found.length} found` : ''}
      </p>
      {deferred.trim() && found.length === 0 ? <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">Nobody on the roster matches.</p> : null}
      <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
        {found.map((person) => {
          const standing = index?.checkIns.get(person.accountId);
          const name = personName(person);
          return (
            <li key={person.accountId} className="flex items-center gap-3 py-3">
              <PersonPhoto person={person} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{name}</p>
                <p className="truncate text-sm text-gray-600 dark:text-gray-400">{[person.company, person.ticketType].filter(Boolean).join(' · ') || person.role}</p>
              </div>
              {standing ? (
                <p className="text-right text-sm font-semibold text-green-700 dark:text-green-400">
                  Checked in {clockTime(standing.at)}
                  <span className="block font-normal text-gray-600 dark:text-gray-400">{standing.deviceLabel}</span>
                </p>
              ) : (
                <button type="button" className={buttonStyles.primary} aria-label={`Check in ${name}`} onClick={() => onCheckIn(person)}>
                  Check in
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
