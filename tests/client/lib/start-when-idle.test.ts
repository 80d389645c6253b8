import { describe, expect, it, vi } from 'vitest';
import { startWhenIdleOrTouched } from '#client/lib/start-when-idle.ts';

/** A window of our own: its load state, its events and its idle callbacks run when the test says. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idleCallbacks: Array<() => void> = [];
  const win = Object.assign(target, {
    document: { readyState },
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
  }) as unknown as Window;
  const runIdleCallbacks = () => idleCallbacks.splice(0).forEach((callback) => callback());
  return { win, runIdleCallbacks, pendingIdle: () => idleCallbacks.length };
}

describe('starting the app on an HTML page', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const { win, runIdleCallbacks, pendingIdle } = fakeWindow('interactive');
    const start = vi.fn();
    startWhenIdleOrTouched(start, win);
    runIdleCallbacks();
    expect(start).not.toHaveBeenCalled();

    win.dispatchEvent(new Event('load'));
    expect(pendingIdle()).toBe(1);
    expect(start).not.toHaveBeenCalled();
    runIdleCallbacks();
    expect(start).toHaveBeenCalledOnce();
  });

  it('asks for idle time at once when the page has already loaded', () => {
    const { win, runIdleCallbacks } = fakeWindow('complete');
    const start = vi.fn();
    startWhenIdleOrTouched(start, win);
    runIdleCallbacks();
    expect(start).toHaveBeenCalledOnce();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('starts at once on the first %s, and only once', (type) => {
    const { win, runIdleCallbacks } = fakeWindow('interactive');
    const start = vi.fn();
    startWhenIdleOrTouched(start, win);
    win.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledOnce();

    win.dispatchEvent(new Event('keydown'));
    win.dispatchEvent(new Event('load'));
    runIdleCallbacks();
    expect(start).toHaveBeenCalledOnce();
  });

  it('ignores what is not a sign of use (scrolling, the pointer moving past)', () => {
    const { win } = fakeWindow('interactive');
    const start = vi.fn();
    startWhenIdleOrTouched(start, win);
    win.dispatchEvent(new Event('scroll'));
    win.dispatchEvent(new Event('pointermove'));
    expect(start).not.toHaveBeenCalled();
  });
});
