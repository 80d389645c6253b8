import { Link } from '@tanstack/react-router';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { Connection } from '#shared/contracts/connections.ts';
import { ConnectionCard } from './connection-card.tsx';

interface ConnectionListProps {
  query: { data: unknown; isError: boolean; error: unknown; fetchStatus: string; refetch: () => unknown };
  connections: readonly Connection[];
  total: number;
  notes: ReadonlyMap<string, string>;
  searchText: string;
}

/** The confirmed connections, or why there are none to show. */
export function ConnectionList({ query, connections, total, notes, searchText }: ConnectionListProps) {
  if (query.data === undefined) {
    if (query.isError) return <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
    if (query.fetchStatus === 'paused') return <div className="mt-6"><OfflineNotice what="Your connections" /></div>;
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your connections" />
      </div>
    );
  }
  if (total === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
        <p className="font-semibold">No connections yet</p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Scan someone&apos;s QR code to connect with them.</p>
        <Link to="/me/scan" className="mt-3 inline-block text-sm font-semibold text-primary-700 underline dark:text-primary-300">
          Scan a code
        </Link>
      </div>
    );
  }
  return (
    <section aria-label="Your connections" className="mt-6">
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        {searchText ? `${connections.length} of ${total} connections match “${searchText}”` : `${total} ${total === 1 ? 'connection' : 'connections'}`}
      </p>
      <ul className="mt-3 space-y-3">
        {connections.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} queuedNote={notes.get(connection.person.accountId)} />
        ))}
      </ul>
    </section>
  );
}
