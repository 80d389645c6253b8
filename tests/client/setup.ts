// Unit tests run in jsdom: give them IndexedDB and clean the DOM between tests.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
