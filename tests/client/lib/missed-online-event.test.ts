import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineRecheckMs, sendMissedOnlineEvents, type OnlineEventTarget } from '#client/lib/missed-online-event.ts';

/** A page whose network state the test sets, and whose `online` events it counts. */
function fakePage(onLine: boolean) {
  const target = new EventTarget();
  const page = Object.assign(target, { navigator: { onLine } }) as unknown as OnlineEventTarget & { navigator: { onLine: boolean } };
  const heard = vi.fn();
  page.addEventListener('online', heard);
  return { page, heard };
}

describe('an online event the browser did not send', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is sent for a page loaded offline once navigator.onLine says online again', () => {
    const { page, heard } = fakePage(false);
    const stop = sendMissedOnlineEvents(page);
    vi.advanceTimersByTime(onlineRecheckMs * 3);
    expect(heard).not.toHaveBeenCalled();
    page.navigator.onLine = true;
    vi.advanceTimersByTime(onlineRecheckMs);
    expect(heard).toHaveBeenCalledTimes(1);
    // Once online, nothing more is read or sent.
    vi.advanceTimersByTime(onlineRecheckMs * 3);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is not sent twice when the browser sends its own', () => {
    const { page, heard } = fakePage(true);
    const stop = sendMissedOnlineEvents(page);
    page.navigator.onLine = false;
    page.dispatchEvent(new Event('offline'));
    page.navigator.onLine = true;
    page.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(onlineRecheckMs * 3);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is watched for again after each offline event, and not at all once stopped', () => {
    const { page, heard } = fakePage(true);
    const stop = sendMissedOnlineEvents(page);
    vi.advanceTimersByTime(onlineRecheckMs * 3);
    expect(heard).not.toHaveBeenCalled();
    page.navigator.onLine = false;
    page.dispatchEvent(new Event('offline'));
    page.navigator.onLine = true;
    vi.advanceTimersByTime(onlineRecheckMs);
    expect(heard).toHaveBeenCalledTimes(1);

    stop();
    page.navigator.onLine = false;
    page.dispatchEvent(new Event('offline'));
    page.navigator.onLine = true;
    vi.advanceTimersByTime(onlineRecheckMs * 3);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
