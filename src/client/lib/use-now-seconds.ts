import { useEffect, useState } from 'react';

/**
 * The device's time in unix seconds, refreshed every `everyMs`, so what depends on the clock
 * changes on screen without a reload: "now and next" in the schedule, a scheduled poll opening,
 * a session's rating opening when it starts. Pick the interval by how late a change may show.
 */
export function useNowSeconds(everyMs: number): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
