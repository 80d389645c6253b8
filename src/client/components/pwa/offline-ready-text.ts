import type { AppOffline } from '#client/stores/pwa-store.ts';

/**
 * What the footer says about opening the app with no network, or null while nothing is known
 * (before the page has asked, and in development). Never "works offline" before it does.
 */
export function appOfflineLine(state: AppOffline, brand: string): string | null {
  switch (state) {
    case 'saving':
      return `Saving ${brand} for offline use…`;
    case 'ready':
      return `${brand} works offline on this device`;
    case 'failed':
      return `${brand} is not saved for offline use on this device yet`;
    case 'unknown':
      return null;
  }
}
