/** A code not read for this long has left the camera's view (a held phone is read several times a second). */
const leftViewMs = 2000;

/**
 * The same code read again is the person still holding up their phone, not a second scan
 * (as pretixSCAN does): it is ignored for `windowMs` after it was let through, and after that
 * for as long as it stays in view. A pause (a result on screen, the camera released) does not
 * break "in view": a code seen up to the pause counts as still there when the camera reopens.
 * A deliberate second scan works once the code has left the view and the window has passed.
 */
export function createRepeatGuard(windowMs = 3000, now: () => number = () => Date.now()) {
  let lastText: string | null = null;
  let quietUntil = 0;
  let lastSeenAt = Number.NEGATIVE_INFINITY;
  let inViewAtPause = false;
  return {
    /** True when this text should reach the page. */
    accept(text: string): boolean {
      const at = now();
      const stillInView = at - lastSeenAt < leftViewMs;
      if (text === lastText) {
        lastSeenAt = at;
        if (at < quietUntil || stillInView) return false;
      }
      lastText = text;
      lastSeenAt = at;
      quietUntil = at + windowMs;
      return true;
    },
    /** The camera is being released: remember whether the last code was still in view. */
    paused(): void {
      inViewAtPause = now() - lastSeenAt < leftViewMs;
    },
    /** The camera opened again: a code in view at the pause counts as seen just now. */
    resumed(): void {
      if (inViewAtPause) lastSeenAt = now();
      inViewAtPause = false;
    },
  };
}
