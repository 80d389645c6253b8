import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Activity } from '#shared/contracts/activities.ts';
import { activityRefusalText, type ActivityRefusal } from '#shared/rules/activity-scan-verdict.ts';
import { CameraScanner } from '#client/components/scanner/camera-scanner.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { queueActivityScan } from '../activity-outbox.ts';
import { checkScanOnPhone } from '../check-on-phone.ts';
import { useActivityProgress } from '../hooks/use-activity-progress.ts';

type Outcome = { kind: 'checking' } | { kind: 'counted'; activity: Activity } | { kind: 'refused'; reason: ActivityRefusal | 'failed' };

/** /event/{id}/activities/scan: scan a printed activity card; checked on the phone, counted at once, confirmed later. */
export function ActivityScanPage({ eventId }: { eventId: string }) {
  usePageTitle('Scan an activity code');
  const progress = useActivityProgress(eventId);
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const board = progress.board.data;
  // The key (activities.board, saved) and the activities (event pack) are both needed to judge offline.
  const facts = board && progress.list ? { eventId, publicKey: board.key.publicKey, activities: progress.list.activities } : null;
  const loading = progress.board.isPending || (!progress.list && (!progress.packStatus.loaded || progress.packStatus.syncing));

  async function handleDecode(text: string) {
    if (!facts || !accountId) return;
    setOutcome({ kind: 'checking' });
    try {
      const verdict = await checkScanOnPhone(text, facts, progress.earned, Date.now());
      if (verdict.kind === 'refused') return setOutcome({ kind: 'refused', reason: verdict.reason });
      const activity = facts.activities.find((entry) => entry.id === verdict.activityId) as Activity;
      await queueActivityScan(eventId, text.trim(), activity.name, accountId);
      setOutcome({ kind: 'counted', activity });
    } catch (error) {
      console.error('Activity scan failed', error);
      setOutcome({ kind: 'refused', reason: 'failed' });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Scan an activity code</h1>
        <Link to="/event/$eventId/activities" params={{ eventId }} className="text-sm font-semibold text-primary-700 underline dark:text-primary-300">
          My activities
        </Link>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="scan-points">
        {progress.confirmedPoints + progress.unconfirmedPoints} points so far
        {progress.unconfirmed.length > 0 ? ` (${progress.unconfirmed.length} unconfirmed)` : ''}
      </p>
      {!facts ? (
        loading ? <Spinner label="Loading activities" /> : <p role="alert">Open this page once while online to scan activity codes.</p>
      ) : (
        <div className="aspect-[3/4] max-h-[60svh] w-full overflow-hidden rounded-2xl sm:aspect-square">
          <CameraScanner label="Scan an activity code" paused={outcome !== null} onDecode={(text) => void handleDecode(text)} />
        </div>
      )}
      <div aria-live="polite">
        {outcome?.kind === 'checking' ? <Spinner label="Checking the code" /> : null}
        {outcome?.kind === 'counted' ? (
          <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            <p className="text-lg font-bold">
              {outcome.activity.name}: +{outcome.activity.points} points
            </p>
            <p>Unconfirmed: it counts now, and the server confirms it when you are online.</p>
          </div>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            <p className="text-lg font-bold">Not counted</p>
            <p>{outcome.reason === 'failed' ? 'This phone could not check the code. Try again.' : activityRefusalText[outcome.reason]}</p>
          </div>
        ) : null}
        {outcome && outcome.kind !== 'checking' ? (
          <button type="button" className={`${buttonStyles.primary} mt-3 w-full`} onClick={() => setOutcome(null)}>
            Scan another code
          </button>
        ) : null}
      </div>
    </div>
  );
}
