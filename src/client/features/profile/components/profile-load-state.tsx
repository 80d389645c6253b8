import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

/** What a profile page shows while its profile is not there: loading, offline, or the failure. */
interface PendingQuery {
  isError: boolean;
  error: unknown;
  fetchStatus: string;
  refetch: () => unknown;
}

export function ProfileLoadState({ query, what }: { query: PendingQuery; what: string }) {
  if (query.isError) return <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.fetchStatus === 'paused') return <OfflineNotice what={what} />;
  return (
    <div className="flex justify-center py-16">
      <Spinner label={`Loading ${what.toLowerCase()}`} />
    </div>
  );
}
