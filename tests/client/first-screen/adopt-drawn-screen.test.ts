// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptDrawnFirstScreen } from '#client/lib/first-screen/adopt-drawn-screen.ts';
import { firstScreenDrawnByServer, paintedFirstScreenPath, releaseFirstScreen } from '#client/lib/first-screen/first-screen-dom.ts';
import { saveSession } from '#client/stores/saved-session.ts';
import { makeAccount } from '../helpers/factories.ts';

// The page of a cold signed-in first visit arrives with the screen the server drew for it
// (src/server/http/first-screen-page.ts); the boot script keeps it only where it belongs.

const me = '5eed0000-0000-4000-8000-0000000000a1';
const path = '/event/e1/schedule?filter=all';

function pageWithDrawnScreen({ drawnFor = path, account = me } = {}): HTMLElement {
  document.body.innerHTML =
    `<div id="first-screen" data-drawn-by="server" data-path="${drawnFor}" data-account="${account}" inert aria-busy="true"><h3>Opening keynote</h3></div>` +
    '<div id="root"></div>';
  return document.getElementById('root')!;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', path);
  saveSession(makeAccount({ id: me }));
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe("the server's drawing of a first visit's screen", () => {
  it('is kept for its address and account, with the app root hidden, until the live page takes its place', () => {
    const root = pageWithDrawnScreen();
    expect(adoptDrawnFirstScreen()).toBe(true);
    expect(document.getElementById('first-screen')?.textContent).toBe('Opening keynote');
    expect(root.hidden).toBe(true);
    expect(firstScreenDrawnByServer()).toBe(true);
    expect(paintedFirstScreenPath()).toBe(path);
    releaseFirstScreen();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('is dropped when drawn for another address, another account, or when no one is signed in on this phone', () => {
    for (const setUp of [
      () => pageWithDrawnScreen({ drawnFor: '/event/e1/attendees?filter=all' }),
      () => pageWithDrawnScreen({ account: 'someone-else' }),
      () => {
        localStorage.clear();
        return pageWithDrawnScreen();
      },
    ]) {
      const root = setUp();
      expect(adoptDrawnFirstScreen()).toBe(false);
      expect(document.getElementById('first-screen')).toBeNull();
      expect(root.hidden).toBe(false);
      saveSession(makeAccount({ id: me }));
    }
  });

  it('a start that never draws the page still shows the app, after a wait long enough for a slow link', () => {
    const root = pageWithDrawnScreen();
    adoptDrawnFirstScreen();
    vi.advanceTimersByTime(15_000);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(root.hidden).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });
});
