// iOS gives no install offer (no beforeinstallprompt), deletes a site's saved data after 7 days
// without a visit unless it is on the Home Screen, and asks for the camera differently there. Every
// browser on iOS is WebKit with these same rules, so the device decides, not the browser.

/** What is read from the page to tell; passed in, so the rules are tested without a browser. */
export interface DeviceSignals {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own `navigator.standalone` (true when opened from the Home Screen). */
  standalone?: boolean;
  /** `matchMedia('(display-mode: standalone)').matches`. */
  displayModeStandalone: boolean;
}

/** iPhone, iPod, or an iPad: iPadOS asks for desktop sites with a Mac's user agent, but a Mac has no touch screen. */
export function isIosDevice({ userAgent, maxTouchPoints }: Pick<DeviceSignals, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Opened from the Home Screen (or installed elsewhere): full screen, and its data is kept. */
export function isStandalone({ standalone, displayModeStandalone }: Pick<DeviceSignals, 'standalone' | 'displayModeStandalone'>): boolean {
  return standalone === true || displayModeStandalone;
}

/** On iOS in a browser tab: the Home Screen steps (and the 7-day warning) are worth showing. */
export function offersIosHomeScreen(signals: DeviceSignals): boolean {
  return isIosDevice(signals) && !isStandalone(signals);
}

/** This page's signals; false-y defaults where a browser lacks one (matchMedia is missing in some test DOMs). */
export function readDeviceSignals(): DeviceSignals {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayModeStandalone: typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
  };
}
