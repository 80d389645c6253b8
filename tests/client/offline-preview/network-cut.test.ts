// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { cutNetwork, isNetworkCut, restoreNetwork, type PreviewWindow } from '#client/lib/offline-preview/network-cut.ts';

// A window of its own per test (the wrappers go in once per window), with a fetch that answers.
function fakeWindow(EventSource?: typeof globalThis.EventSource) {
  const target = new EventTarget();
  const fetch = vi.fn(async () => new Response('ok'));
  const nav = Object.create(Object.getPrototypeOf(navigator) as object, {}) as Navigator;
  Object.defineProperty(Object.getPrototypeOf(nav), 'onLine', { configurable: true, get: () => true });
  const win: PreviewWindow = {
    fetch,
    XMLHttpRequest: class extends EventTarget {
      sent = 0;
      send() {
        this.sent += 1;
      }
    } as unknown as typeof XMLHttpRequest,
    EventSource,
    navigator: nav,
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  return { win, fetch, target };
}

afterEach(() => onlineManager.setOnline(true));

describe('the offline preview cuts the page’s network', () => {
  it('refuses every fetch as a network failure, says offline everywhere, and gives it all back', async () => {
    const { win, fetch } = fakeWindow();
    const heard: string[] = [];
    win.addEventListener('offline', () => heard.push('offline'));
    win.addEventListener('online', () => heard.push('online'));

    cutNetwork(win);
    expect(isNetworkCut(win)).toBe(true);
    expect(win.navigator.onLine).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    await expect(win.fetch('/api/trpc/event.byId')).rejects.toBeInstanceOf(TypeError);
    expect(fetch).not.toHaveBeenCalled();

    restoreNetwork(win);
    expect(win.navigator.onLine).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
    expect(await (await win.fetch('/api/feeds/x')).text()).toBe('ok');
    expect(heard).toEqual(['offline', 'online']);
  });

  it('fails an XMLHttpRequest (a photo upload) with an error event instead of sending it', async () => {
    const { win } = fakeWindow();
    cutNetwork(win);
    const request = new win.XMLHttpRequest!() as unknown as XMLHttpRequest & { sent: number };
    const events: string[] = [];
    request.addEventListener('error', () => events.push('error'));
    request.addEventListener('loadend', () => events.push('loadend'));
    request.send('bytes');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(['error', 'loadend']);
    expect(request.sent).toBe(0);
    restoreNetwork(win);
    request.send('bytes');
    expect(request.sent).toBe(1);
  });

  it('holds back the browser’s own online event while the preview lasts (the real network does not end it)', () => {
    const { win, target } = fakeWindow();
    const heard = vi.fn();
    cutNetwork(win);
    win.addEventListener('online', heard);
    target.dispatchEvent(new Event('online'));
    expect(heard).not.toHaveBeenCalled();
    restoreNetwork(win);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
