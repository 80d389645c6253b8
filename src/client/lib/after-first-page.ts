import type { AnyRouter } from '@tanstack/react-router';
import { whenIdle } from './when-idle.ts';

/** The longest background work waits for a first page that never resolves (an error, a pending redirect). */
const firstPageTimeoutMs = 3000;

/**
 * Runs `work` once the router has resolved its first page and the browser is idle (so after it is
 * drawn), or after a few seconds at the latest: work that can wait (the session check) then
 * shares no round trip with what the first screen needs.
 */
export function afterFirstPage(router: AnyRouter, work: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopWatching();
    clearTimeout(timer);
    void whenIdle().then(work);
  };
  const stopWatching = router.subscribe('onResolved', start);
  const timer = setTimeout(start, firstPageTimeoutMs);
}
