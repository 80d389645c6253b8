import { useState } from 'react';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Person } from '#shared/contracts/people.ts';
import type { EventMemberRole } from '#shared/rules/permissions.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { usePeopleMutations } from '../hooks/use-people-mutations.ts';
import { roleCopy } from '../people-copy.ts';
import { PersonRow, personName } from './person-row.tsx';

interface PeopleListProps {
  event: HallwayEvent;
  people: Person[];
}

/** The list, with role changes and removal (after a confirmation). */
export function PeopleList({ event, people }: PeopleListProps) {
  const { changeRole, remove } = usePeopleMutations();
  const [removing, setRemoving] = useState<Person | null>(null);
  // Your own row is shown but not changed here: a slip would lock you out of the console.
  const myId = useSessionStore((s) => s.account?.id ?? null);
  const canChangeRole = hasEventPermission(event, 'Event::Member::UpdateRole');
  const canRemove = hasEventPermission(event, 'Event::Member::Remove');
  const busyId = changeRole.isPending ? changeRole.variables?.personId : remove.isPending ? remove.variables?.personId : undefined;

  const onChangeRole = (person: Person, role: EventMemberRole) =>
    changeRole.mutate(
      { eventId: event.id, personId: person.id, role },
      {
        onSuccess: (updated) => showAlert({ kind: 'success', title: `${personName(updated)} is now ${roleCopy[updated.role].name.toLowerCase()}` }),
        onError: (error) => showAlert({ kind: 'error', title: `Could not change the role of ${personName(person)}`, description: errorText(error), autoClose: false }),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    const person = removing;
    remove.mutate(
      { eventId: event.id, personId: person.id },
      {
        onSuccess: () => {
          setRemoving(null);
          showAlert({ kind: 'success', title: `${personName(person)} removed` });
        },
        onError: (error) => {
          setRemoving(null);
          showAlert({ kind: 'error', title: `Could not remove ${personName(person)}`, description: errorText(error), autoClose: false });
        },
      },
    );
  };

  return (
    <>
      <ul aria-label="People" className="divide-y divide-gray-200 dark:divide-gray-800">
        {people.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            you={person.accountId !== null && person.accountId === myId}
            canChangeRole={canChangeRole && person.accountId !== myId}
            canRemove={canRemove && person.accountId !== myId}
            busy={busyId === person.id}
            onChangeRole={(role) => onChangeRole(person, role)}
            onRemove={() => setRemoving(person)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${personName(removing)}?` : 'Remove?'}
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing?.kind === 'member'
          ? `They leave ${event.name} at once and lose access to its attendee pages. You can invite them again later.`
          : `Their invitation to ${event.name} is withdrawn and its join link stops working. You can invite them again later.`}
      </ConfirmDialog>
    </>
  );
}
