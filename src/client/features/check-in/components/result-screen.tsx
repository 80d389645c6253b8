import { useEffect, useLayoutEffect } from 'react';
import { clockTime } from '#client/lib/clock-time.ts';
import type { ShownResult } from '../hooks/use-scan-flow.ts';
import { personName } from '../roster-model.ts';
import { playScanFeedback } from '../scan-feedback.ts';
import { toneStyles, verdictDetail, verdictHeading, verdictTone } from '../verdict-copy.ts';
import { PersonPhoto } from './person-photo.tsx';

interface ResultScreenProps {
  result: ShownResult;
  /** Shown on green and amber for those who may undo (Event::CheckIn::Undo). */
  onUndo?: () => void;
  undone: boolean;
  /** "Not saved: this device's storage is full", when the outbox could not keep the check-in. */
  saveError: string | null;
  onNext: () => void;
}

const actionButton =
  'inline-flex min-h-14 items-center justify-center rounded-2xl px-6 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-current';

/** The camera's whole area (the counts above stay in view) in the verdict's colour, the answer in large type, sound and vibration with it. */
export function ResultScreen({ result, onUndo, undone, saveError, onNext }: ResultScreenProps) {
  const { verdict, person } = result;
  const tone = verdictTone[verdict.kind];

  // Painted → measured: the benchmark's "decoded text to result screen" (budget 100 ms).
  useLayoutEffect(() => {
    if (result.method !== 'scan') return;
    const frame = requestAnimationFrame(() => {
      try {
        performance.measure('scan:result', 'scan:decoded');
      } catch {
        // No User Timing, or no mark (a result from search).
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [result.id, result.method]);

  useEffect(() => playScanFeedback(tone), [result.id, tone]);

  return (
    <div
      role="alert"
      data-verdict={verdict.kind}
      className={`absolute inset-0 z-20 flex flex-col items-center justify-center gap-5 overflow-y-auto p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] text-center ${toneStyles[tone]}`}
    >
      {person && tone !== 'red' ? <PersonPhoto person={person} size="lg" /> : null}
      <h2 className="text-4xl font-black tracking-tight sm:text-5xl">{verdictHeading[verdict.kind]}</h2>
      {person ? <p className="text-3xl font-bold break-words">{personName(person)}</p> : null}
      {person && tone === 'green' && person.ticketType ? <p className="text-2xl font-semibold">{person.ticketType}</p> : null}
      {verdict.kind === 'already' ? (
        <p className="text-2xl font-semibold">
          at {clockTime(verdict.at)} by {verdict.deviceLabel}
        </p>
      ) : null}
      {verdictDetail[verdict.kind] ? <p className="max-w-md text-xl">{verdictDetail[verdict.kind]}</p> : null}
      {saveError && tone !== 'red' ? <p className="max-w-md rounded-xl bg-white px-4 py-3 text-lg font-bold text-red-800">{saveError}</p> : null}
      {undone ? <p className="text-xl font-bold">Check-in undone.</p> : null}
      <div className="mt-4 flex w-full max-w-md flex-col gap-3">
        {/* Autofocus: the next tap (or Enter) goes straight back to the camera. */}
        <button type="button" autoFocus className={`${actionButton} bg-white text-gray-950`} onClick={onNext}>
          Scan next
        </button>
        {onUndo && !undone && tone !== 'red' ? (
          <button type="button" className={`${actionButton} border-2 border-current`} onClick={onUndo}>
            Undo check-in
          </button>
        ) : null}
      </div>
    </div>
  );
}
