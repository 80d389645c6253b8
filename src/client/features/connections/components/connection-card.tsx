import { Link } from '@tanstack/react-router';
import type { Connection } from '#shared/contracts/connections.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { connectedWhere } from '../connected-when.ts';
import { fullName } from '../connection-list.ts';
import { ConnectionNote } from './connection-note.tsx';
import { RemoveConnection } from './remove-connection.tsx';

interface ConnectionCardProps {
  connection: Connection;
  /** My queued note about them, when one is still waiting to sync. */
  queuedNote: string | undefined;
}

/** One person I met: photo, name, headline, company, where and when, my note. */
export function ConnectionCard({ connection, queuedNote }: ConnectionCardProps) {
  const { person } = connection;
  const name = fullName(person) || person.email;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <article aria-label={name} className="flex gap-3">
        <Avatar firstName={person.firstName} lastName={person.lastName} src={person.picture?.src} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="truncate font-semibold">
                {person.handle ? (
                  <Link to="/profile/$handle" params={{ handle: person.handle }} className="hover:underline">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </h2>
              {person.headline ? <p className="text-sm text-gray-700 dark:text-gray-200">{person.headline}</p> : null}
              {person.company ? <p className="text-sm text-gray-600 dark:text-gray-300">{person.company}</p> : null}
            </div>
            <RemoveConnection accountId={person.accountId} name={name} />
          </div>
          <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">{connectedWhere(connection)}</p>
          <ConnectionNote accountId={person.accountId} name={name} note={queuedNote ?? connection.note} waiting={queuedNote !== undefined} />
        </div>
      </article>
    </li>
  );
}
