// What went wrong opening the camera, in words door staff can act on. Classified by the
// DOMException name (never the message, which differs between browsers).

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
