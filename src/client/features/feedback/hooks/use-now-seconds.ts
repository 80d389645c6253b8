import { useEffect, useState } from 'react';

/** Unix seconds, refreshed every `everyMs`: a rating opens when its session starts, without a reload. */
export function useNowSeconds(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
