import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { fullName } from '../connection-list.ts';
import type { ScanOutcome } from '../scan-outcome.ts';

// A sync usually answers within a second; after this long the scan is treated as offline
// (navigator.onLine often says "online" behind a venue's captive portal).
const answerWaitMs = 8000;

/** True once the scan with this key has waited too long for its answer. */
function useWaitedTooLong(waitingFor: string | null): boolean {
  const [lateFor, setLateFor] = useState<string | null>(null);
  useEffect(() => {
    if (waitingFor === null) return;
    const timer = setTimeout(() => setLateFor(waitingFor), answerWaitMs);
    return () => clearTimeout(timer);
  }, [waitingFor]);
  return waitingFor !== null && lateFor === waitingFor;
}

/** The answer to one scan, big and readable, with the way on ("Scan another code"). */
export function ScanResult({ outcome, onScanAgain }: { outcome: Exclude<ScanOutcome, { kind: 'checking' }>; onScanAgain: () => void }) {
  const online = useOnlineStatus();
  const late = useWaitedTooLong(outcome.kind === 'saved' ? outcome.idempotencyKey : null);
  const problem = outcome.kind === 'problem';
  return (
    <div
      role={problem ? 'alert' : 'status'}
      className={`rounded-2xl p-5 text-center ${problem ? 'bg-red-600 text-white' : 'bg-emerald-600 text-white'}`}
    >
      {outcome.kind === 'problem' ? (
        <>
          <p className="text-xl font-bold">{outcome.title}</p>
          <p className="mt-1 text-red-50">{outcome.detail}</p>
        </>
      ) : (
        <>
          <p className="text-xl font-bold">Connection saved</p>
          {outcome.kind === 'confirmed' ? (
            <div className="mt-3 flex items-center justify-center gap-3">
              <Avatar firstName={outcome.connection.person.firstName} lastName={outcome.connection.person.lastName} src={outcome.connection.person.picture?.src} size="md" />
              <p className="text-left">
                <span className="block text-lg font-semibold">{fullName(outcome.connection.person)}</span>
                {outcome.duplicate ? <span className="block text-sm text-emerald-50">You were already connected.</span> : null}
              </p>
            </div>
          ) : !online || late ? (
            <p className="mt-1 text-emerald-50">Saved on this device — it will sync when you&apos;re back online</p>
          ) : (
            <p className="mt-2 flex justify-center text-emerald-50">
              <Spinner label="Syncing" />
            </p>
          )}
        </>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onScanAgain}>
          Scan another code
        </button>
        {problem ? null : (
          <Link to="/me/connections" className={buttonStyles.secondary}>
            View connections
          </Link>
        )}
      </div>
    </div>
  );
}
