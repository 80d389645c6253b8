// Unit tests run in jsdom: give them IndexedDB and clean the DOM between tests.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Tell React this is a test environment, so state updates wrapped in act() flush at once.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no layout: the router's scroll restoration calls scrollTo on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};

afterEach(() => cleanup());
