import { useMemo } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Connection } from '#shared/contracts/connections.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { OutboxStatus } from '#client/components/outbox/outbox-status.tsx';
import { sortNewestFirst } from '../connection-list.ts';
import { connectionListQuery } from '#client/lib/queries/connection-queries.ts';
import { filterConnections } from '../filter-connections.ts';
import { useConnectionResults } from '../hooks/use-connection-results.ts';
import { useQueuedConnectionWrites } from '../hooks/use-queued-connection-writes.ts';
import { ConnectionList } from './connection-list.tsx';
import { ConnectionsSearchBox } from './connections-search-box.tsx';
import { ExportVcardButton } from './export-vcard-button.tsx';
import { QueuedScans } from './queued-scans.tsx';

/** A note still in the outbox is the one I wrote last: search and export use it. */
function withQueuedNotes(connections: readonly Connection[], notes: ReadonlyMap<string, string>): Connection[] {
  return sortNewestFirst(connections).map((c) => (notes.has(c.person.accountId) ? { ...c, note: notes.get(c.person.accountId) ?? c.note } : c));
}

/** /me/connections: the people I met, newest first, searchable, with private notes; offline too. */
export function ConnectionsPage() {
  usePageTitle('Connections');
  const trpc = useTrpc();
  useConnectionResults();
  const query = useQuery(connectionListQuery(trpc));
  const { scans, notes } = useQueuedConnectionWrites();
  const rawQuery = useSearch({ strict: false, select: (search: Record<string, unknown>) => search.q });
  const text = typeof rawQuery === 'string' ? rawQuery : '';
  const connections = useMemo(() => withQueuedNotes(query.data?.connections ?? [], notes), [query.data, notes]);
  const shown = useMemo(() => filterConnections(connections, text), [connections, text]);
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Connections"
        description="People you met at events. Your notes are private: only you can see them."
        actions={
          <>
            <Link to="/me/scan" className={buttonStyles.primary}>
              Scan a code
            </Link>
            <ExportVcardButton connections={connections} />
          </>
        }
      />
      <div className="mt-4">
        <OutboxStatus ops={['connection.create', 'connection.note']} />
      </div>
      <ConnectionsSearchBox query={text} />
      <QueuedScans scans={scans} notes={notes} />
      <ConnectionList query={query} connections={shown} total={connections.length} notes={notes} searchText={text} />
    </div>
  );
}
