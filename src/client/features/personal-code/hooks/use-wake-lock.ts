import { useEffect, useState } from 'react';

export type WakeLockState = 'unsupported' | 'pending' | 'active' | 'refused';

/**
 * Keeps the screen on while the page is shown (Screen Wake Lock API), so the code stays up while
 * someone scans it. The browser drops the lock whenever the page is hidden, so it is asked for
 * again when the page becomes visible; it is released when the page is left.
 */
export function useWakeLock(): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'pending' : 'unsupported');
  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (left) {
          void next.release();
          return;
        }
        sentinel = next;
        setState('active');
        next.addEventListener('release', () => {
          if (!left) setState('pending');
        });
      } catch {
        // Refused: battery saver, a browser policy, or no user gesture yet. Not worth an error.
        if (!left) setState('refused');
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, [supported]);
  return state;
}
