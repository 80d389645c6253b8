import { useEffect, useState } from 'react';

/** Unix seconds, refreshed every minute: enough for "now and next". */
export function useNowSeconds(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
