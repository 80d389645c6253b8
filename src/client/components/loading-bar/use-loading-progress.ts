import { useEffect, useRef, useState } from 'react';
import { estimatedProgress, loadingBar } from './loading-constants.ts';

export interface LoadingProgress {
  progress: number;
  visible: boolean;
}

/**
 * Turns a pending flag into a progress bar: nothing for loads shorter than the throttle,
 * an easing bar while loading, then 100 %, hidden after hideDelay and reset after resetDelay.
 */
export function useLoadingProgress(pending: boolean): LoadingProgress {
  const [state, setState] = useState<LoadingProgress>({ progress: 0, visible: false });
  const shown = useRef(false);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let interval: ReturnType<typeof setInterval> | undefined;
    if (pending) {
      timers.push(
        setTimeout(() => {
          shown.current = true;
          const started = Date.now();
          setState({ progress: estimatedProgress(0), visible: true });
          interval = setInterval(() => setState({ progress: estimatedProgress(Date.now() - started), visible: true }), 100);
        }, loadingBar.throttleMs),
      );
    } else if (shown.current) {
      shown.current = false;
      timers.push(
        setTimeout(() => setState({ progress: 100, visible: true }), 0),
        setTimeout(() => setState({ progress: 100, visible: false }), loadingBar.hideDelayMs),
        setTimeout(() => setState({ progress: 0, visible: false }), loadingBar.hideDelayMs + loadingBar.resetDelayMs),
      );
    }
    return () => {
      timers.forEach(clearTimeout);
      clearInterval(interval);
    };
  }, [pending]);

  return state;
}
