import { useCallback, useEffect, useState } from 'react';
import { readBallot, type Ballot } from '../ballots.ts';

/** What this device voted in each of these polls (read from IndexedDB; `reload` after a vote). */
export function useBallots(accountId: string | null, pollIds: readonly string[]) {
  const [ballots, setBallots] = useState<Record<string, Ballot>>({});
  const [version, setVersion] = useState(0);
  const idsKey = pollIds.join(',');
  useEffect(() => {
    if (!accountId || !idsKey) return;
    let alive = true;
    const ids = idsKey.split(',');
    void Promise.all(ids.map((id) => readBallot(accountId, id))).then((read) => {
      if (!alive) return;
      setBallots(Object.fromEntries(ids.flatMap((id, index) => (read[index] ? [[id, read[index]]] : []))));
    });
    return () => {
      alive = false;
    };
  }, [accountId, idsKey, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ballots, reload };
}
