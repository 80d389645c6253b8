import { useEffect, useState } from 'react';

/** Unix seconds, ticking every 15 s, so a scheduled poll opens on screen near its time without a reload. */
export function useClockSeconds(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
