import { useEffect, useRef } from 'react';
import type { QuestionList } from '#shared/contracts/questions.ts';
import type { QuestionFilter } from '#shared/rules/question-order.ts';
import { whenIdle } from '#client/lib/when-idle.ts';
import { rehearseLiveUpdate } from '../rehearse-live-update.ts';

/** Rehearsals, one per idle moment: a few runs get the engine past its first, slowest tier. */
const rehearsals = 5;

/**
 * Once a session's list has shown, rehearses a live update at idle (rehearse-live-update.ts), once
 * per session. A new list before it is done (a live change) restarts it on the newer list.
 */
export function useLiveRehearsal(list: QuestionList | undefined, filter: QuestionFilter, eventId: string): void {
  const rehearsed = useRef<string | null>(null);
  useEffect(() => {
    if (!list || list.questions.length === 0 || rehearsed.current === list.programId) return;
    let stopped = false;
    void (async () => {
      for (let run = 0; run < rehearsals; run++) {
        await whenIdle();
        if (stopped) return;
        rehearseLiveUpdate(list, filter, eventId);
      }
      rehearsed.current = list.programId;
    })();
    return () => {
      stopped = true;
    };
  }, [list, filter, eventId]);
}
