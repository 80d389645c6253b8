import { useEffect, useLayoutEffect } from 'react';
import { useSessionStore } from '#client/stores/session-store.ts';
import { firstScreenDrawnByServer, firstScreenHtml, releaseFirstScreen } from './first-screen-dom.ts';
import { writeFirstScreen } from './first-screen-record.ts';

/** After the page is on screen and the browser has a moment: saving must not slow the page down. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 500);
  return () => clearTimeout(timer);
}

/**
 * For a page that renders from saved event data: once `ready` (its data read and drawn), the
 * live page replaces the saved first screen in the same frame, and its own HTML is saved as the
 * first screen of this address for the next cold start (lib/first-screen/first-screen-record.ts).
 * It is saved again whenever `data` changes (a sync brought news: someone who hid their profile
 * must not linger in the saved screen until the page is next opened).
 * A screen the server drew into a first visit's page (lib/first-screen/adopt-drawn-screen.ts)
 * shows what the server had; a live page that has read the phone's (empty) store but has nothing
 * to show yet (`hasData` false) leaves it up until it has, rather than trading a list for a spinner.
 */
export function useFirstScreen(ready: boolean, data: unknown, hasData = true): void {
  useLayoutEffect(() => {
    if (ready && (hasData || !firstScreenDrawnByServer())) releaseFirstScreen();
  }, [ready, hasData]);
  useEffect(() => {
    if (!ready) return;
    const path = location.pathname + location.search;
    return whenIdle(() => {
      const accountId = useSessionStore.getState().account?.id;
      const root = document.getElementById('root');
      const css = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href');
      // Typing may have moved on (?q=…): that is not the page this address shows first.
      if (!accountId || !root || !css || location.pathname + location.search !== path) return;
      writeFirstScreen({ accountId, path, css, html: firstScreenHtml(root), savedAt: Date.now() });
    });
  }, [ready, data]);
}
