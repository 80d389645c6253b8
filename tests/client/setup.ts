// Unit tests: give them IndexedDB, and clean the DOM between tests where there is one (the `dom`
// project, and .ts files that ask for jsdom); the `unit` project runs in plain Node.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { wireOutbox } from '#client/wire-outbox.ts';

// As main.tsx does at start: the page's outbox gets every feature's ops (loaded when first drained).
wireOutbox();

if (typeof document !== 'undefined') {
  // Tell React this is a test environment, so state updates wrapped in act() flush at once.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no layout: the router's scroll restoration calls scrollTo on every navigation.
  window.scrollTo = () => {};
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
