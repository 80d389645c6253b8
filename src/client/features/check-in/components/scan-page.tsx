import { useCallback, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { CameraScanner } from '#client/components/scanner/camera-scanner.tsx';
import { ArrowLeftIcon } from '#client/components/ui/icons.tsx';
import { useDoorEvent } from '../hooks/use-door-event.ts';
import { useRosterApi } from '../hooks/use-roster-api.ts';
import { useScanFlow } from '../hooks/use-scan-flow.ts';
import { unlockScanSound } from '../scan-feedback.ts';
import { undoCheckIn } from '../stores/door-check-in.ts';
import { useDoorStore } from '../stores/door-store.ts';
import { CheckInCount } from './check-in-count.tsx';
import { DoorSyncStrip } from './door-sync-strip.tsx';
import { FindByNameSheet } from './find-by-name-sheet.tsx';
import { NoRosterScreen } from './no-roster-screen.tsx';
import { ResultScreen } from './result-screen.tsx';

/** Green results go back to the camera by themselves; amber and red wait for "Scan next". */
const greenResumeMs = 2500;
/** A code let through stays ignored this long, then for as long as it stays in view (people linger at a door). */
const sameCodeQuietMs = 10_000;

/** /check-in/scan?eventId=…: full-screen camera, verdicts from the device alone, works offline. */
export function ScanPage({ eventId, canUndo }: { eventId: string; canUndo: boolean }) {
  useDoorEvent(eventId, useRosterApi());
  const status = useDoorStore((s) => s.status);
  const eventName = useDoorStore((s) => s.roster?.eventName ?? null);
  const ready = useDoorStore((s) => s.key !== null && s.index !== null);
  const saveError = useDoorStore((s) => s.saveError);
  // Without the key nothing can be judged: say why instead of showing a camera that never answers.
  const keyProblem = useDoorStore((s) => (s.status === 'ready' && s.key === null ? s.syncError : null));
  const { result, onDecode, checkInByName, next } = useScanFlow();
  const [searching, setSearching] = useState(false);
  const [undone, setUndone] = useState(false);
  usePageTitle('Scanner');

  const showNext = useCallback(() => {
    setUndone(false);
    next();
  }, [next]);

  const greenId = result?.verdict.kind === 'checked-in' && !undone ? result.id : null;
  useEffect(() => {
    if (greenId === null) return;
    const timer = setTimeout(showNext, greenResumeMs);
    return () => clearTimeout(timer);
  }, [greenId, showNext]);

  const fromSearch = useCallback(
    (person: RosterPerson) => {
      setSearching(false);
      checkInByName(person);
    },
    [checkInByName],
  );

  if (status === 'empty') return <NoRosterScreen eventId={eventId} />;
  const accountId = result && 'accountId' in result.verdict ? result.verdict.accountId : null;

  return (
    <div className="fixed inset-0 z-40 flex flex-col bg-black text-white" onPointerDown={unlockScanSound}>
      <header className="relative z-10 flex items-start gap-3 bg-black/70 px-3 pt-[calc(0.5rem+env(safe-area-inset-top))] pb-2">
        <Link
          to="/check-in"
          search={{ eventId }}
          aria-label="Back to check-in"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <ArrowLeftIcon className="size-6" />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold">{eventName ?? 'Door scanner'}</h1>
          <CheckInCount className="text-lg" />
          <DoorSyncStrip />
          {keyProblem ? (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-300">
              {keyProblem}
            </p>
          ) : null}
        </div>
      </header>
      <div className="relative flex-1">
        <CameraScanner
          onDecode={onDecode}
          repeatWindowMs={sameCodeQuietMs}
          paused={!ready || result !== null || searching}
          label="Scan a personal code"
          fallback={{ label: 'Find by name', whenBlocked: 'Search by name instead', onSelect: () => setSearching(true) }}
        />
        {result ? (
          <ResultScreen
            result={result}
            saveError={saveError}
            undone={undone}
            onNext={showNext}
            onUndo={
              canUndo && accountId
                ? () => {
                    setUndone(true);
                    void undoCheckIn(accountId);
                  }
                : undefined
            }
          />
        ) : null}
      </div>
      {searching ? <FindByNameSheet onCheckIn={fromSearch} onClose={() => setSearching(false)} /> : null}
    </div>
  );
}
