import { useCallback, useRef, useState } from 'react';
import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { judgeText, type ScanOutcome } from '../judge-text.ts';
import { checkInPerson } from '../stores/door-check-in.ts';
import { useDoorStore } from '../stores/door-store.ts';

export interface ShownResult extends ScanOutcome {
  /** A new number per result, so the screen re-announces and re-plays for the same person. */
  id: number;
  method: 'scan' | 'search';
}

// performance.mark/measure are read by the benchmark (decoded text → painted result, budget
// 100 ms). Guarded: some test environments have no User Timing.
function markDecoded(): void {
  try {
    performance.clearMarks('scan:decoded');
    performance.mark('scan:decoded');
  } catch {
    // No User Timing here.
  }
}

/**
 * The scan page's one decision loop: text in, verdict from the device alone, green and amber
 * recorded in the outbox (the roster on screen changes at once), result shown; never the network.
 */
export function useScanFlow() {
  const [result, setResult] = useState<ShownResult | null>(null);
  const judging = useRef(false);
  const counter = useRef(0);

  const show = useCallback((outcome: ScanOutcome, method: ShownResult['method']) => {
    const { verdict } = outcome;
    if (verdict.kind === 'checked-in' || verdict.kind === 'already') {
      checkInPerson({ accountId: verdict.accountId, method, code: method === 'scan' ? outcome.code : undefined });
    }
    setResult({ ...outcome, method, id: ++counter.current });
  }, []);

  const onDecode = useCallback(
    (text: string) => {
      const { key, index } = useDoorStore.getState();
      if (judging.current || !key || !index) return;
      judging.current = true;
      markDecoded();
      judgeText(text, key, index)
        .then((outcome) => show(outcome, 'scan'))
        .catch((error: unknown) => console.error('Could not judge the scan', error))
        .finally(() => {
          judging.current = false;
        });
    },
    [show],
  );

  /** Search by name: the roster already knows who this is; the same screens follow. */
  const checkInByName = useCallback(
    (person: RosterPerson) => {
      const standing = useDoorStore.getState().index?.checkIns.get(person.accountId);
      const verdict = standing
        ? ({ kind: 'already', accountId: person.accountId, ...standing } as const)
        : ({ kind: 'checked-in', accountId: person.accountId } as const);
      show({ verdict, person, code: '' }, 'search');
    },
    [show],
  );

  const next = useCallback(() => setResult(null), []);
  return { result, onDecode, checkInByName, next };
}
