// What went wrong opening the camera, in words door staff can act on. Classified by the
// DOMException name (never the message, which differs between browsers).

import { isIosDevice, isStandalone, type DeviceSignals } from '#client/lib/ios-home-screen.ts';

export type CameraProblem = 'denied' | 'missing' | 'busy' | 'failed';

export function classifyCameraError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

export const cameraProblemCopy: Record<CameraProblem, { title: string; body: string }> = {
  denied: {
    title: 'Camera access is blocked',
    body: 'Allow the camera for this site in the browser settings, then try again.',
  },
  missing: {
    title: 'No camera found',
    body: 'This device has no camera the browser can use.',
  },
  busy: {
    title: 'The camera is busy',
    body: 'Another app or tab is using it. Close it, then try again.',
  },
  failed: {
    title: 'The camera could not start',
    body: 'Try again, or reload the page.',
  },
};

// iOS has no per-site camera switch in an address bar: Safari keeps it in its own settings, and a
// Home Screen app asks again in each session (so reopening it is the way to be asked again).
const iosDenied = {
  inBrowser: {
    title: 'Camera access is blocked',
    body: 'In Safari, tap aA › Website Settings › Camera › Allow, or go to Settings › Apps › Safari › Camera. Then try again.',
  },
  homeScreenApp: {
    title: 'Camera access is blocked',
    body: 'Close the app and open it again from the Home Screen: it asks for the camera again. Tap Allow.',
  },
};

/** The copy for this device: iOS gets its own words where to allow the camera; every other platform the plain ones. */
export function cameraProblemCopyFor(problem: CameraProblem, device: DeviceSignals): { title: string; body: string } {
  if (problem !== 'denied' || !isIosDevice(device)) return cameraProblemCopy[problem];
  return isStandalone(device) ? iosDenied.homeScreenApp : iosDenied.inBrowser;
}
