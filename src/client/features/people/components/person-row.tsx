import type { Person } from '#shared/contracts/people.ts';
import type { EventMemberRole } from '#shared/rules/permissions.ts';
import { badge, inputBase } from '#client/components/ui/form-styles.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { roleCopy, roleOrder, statusCopy } from '../people-copy.ts';

export function personName(person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}

interface PersonRowProps {
  person: Person;
  you?: boolean;
  canChangeRole: boolean;
  canRemove: boolean;
  busy: boolean;
  onChangeRole: (role: EventMemberRole) => void;
  onRemove: () => void;
}

const statusTone: Record<string, string> = {
  MEMBER: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  PENDING: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
};

/** One person: who, how they stand (joined or invited), their role and ticket, and what can be done. */
export function PersonRow({ person, you = false, canChangeRole, canRemove, busy, onChangeRole, onRemove }: PersonRowProps) {
  const name = personName(person);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          {name} {you ? <span className="font-normal text-gray-500 dark:text-gray-400">(you)</span> : null}
        </p>
        {name !== person.email ? <p className="truncate text-sm text-gray-600 dark:text-gray-400">{person.email}</p> : null}
        <p className="mt-1 flex flex-wrap gap-1.5">
          <span className={`${badge} ${statusTone[person.status] ?? 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300'}`}>
            {statusCopy[person.status] ?? person.status}
          </span>
          {person.ticketType ? <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>{person.ticketType}</span> : null}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {canChangeRole ? (
          <select
            aria-label={`Role for ${name}`}
            value={person.role}
            disabled={busy}
            onChange={(event) => onChangeRole(event.target.value as EventMemberRole)}
            className={`${inputBase} w-auto min-w-36`}
          >
            {roleOrder.map((role) => (
              <option key={role} value={role}>
                {roleCopy[role].name}
              </option>
            ))}
          </select>
        ) : (
          <span className={`${badge} bg-primary-50 text-primary-800 dark:bg-primary-500/15 dark:text-primary-200`}>{roleCopy[person.role].name}</span>
        )}
        {canRemove ? (
          <button type="button" className={`${buttonStyles.ghost} text-red-700 dark:text-red-400`} disabled={busy} onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </button>
        ) : null}
      </div>
    </li>
  );
}
