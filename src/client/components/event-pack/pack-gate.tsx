import type { ReactNode } from 'react';
import { OfflineNotice } from '../feedback/offline-notice.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { PackStatus } from '#client/lib/event-pack/pack-store.ts';

interface PackGateProps {
  status: PackStatus;
  /** Whether the part this page needs is on the device. */
  hasData: boolean;
  /** "The schedule": for the offline message. */
  what: string;
  children: ReactNode;
}

/** Saved data shows at once; with none yet, a spinner while fetching, or why it cannot come. */
export function PackGate({ status, hasData, what, children }: PackGateProps) {
  if (hasData) return <>{children}</>;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // Online with nothing heard yet: the first download is about to start or running.
  if (!status.loaded || status.syncing || (!offline && !status.error && status.lastSyncAt === null)) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={`Loading ${what.toLowerCase()}`} />
      </div>
    );
  }
  if (offline) return <OfflineNotice what={what} />;
  return (
    <p role="status" className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-600 dark:border-gray-700 dark:text-gray-400">
      {status.error ?? `${what} could not be loaded.`}
    </p>
  );
}
