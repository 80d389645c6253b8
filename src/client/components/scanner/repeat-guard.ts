/**
 * The same code read again within a few seconds is the person still holding up their phone,
 * not a second scan: ignore it after a decode and after the scanner resumes. A deliberate
 * second scan of the same code still works once the window has passed.
 */
export function createRepeatGuard(windowMs = 3000, now: () => number = () => Date.now()) {
  let lastText: string | null = null;
  let quietUntil = 0;
  return {
    /** True when this text should reach the page. */
    accept(text: string): boolean {
      const at = now();
      if (text === lastText && at < quietUntil) return false;
      lastText = text;
      quietUntil = at + windowMs;
      return true;
    },
    /** The camera opened again: the last text stays quiet for a full window from now. */
    resumed(): void {
      quietUntil = now() + windowMs;
    },
  };
}
