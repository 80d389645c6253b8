// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  beginOfflinePreview,
  endOfflinePreview,
  markPreviewOffline,
  previewMaxAgeMs,
  readOfflinePreview,
  readPreviewRequest,
  resetOfflinePreviewForTests,
  subscribeOfflinePreview,
} from '#client/lib/offline-preview/preview-state.ts';

beforeEach(() => {
  sessionStorage.clear();
  resetOfflinePreviewForTests();
});

describe('offline preview state', () => {
  it('survives a reload within the tab (sessionStorage) and goes from preparing to offline', () => {
    const seen: string[] = [];
    subscribeOfflinePreview(() => seen.push(readOfflinePreview()?.phase ?? 'none'));
    beginOfflinePreview('ev1', 1_000);
    markPreviewOffline();
    resetOfflinePreviewForTests(); // a reload: the page reads it again
    expect(readOfflinePreview(2_000)).toEqual({ version: 1, eventId: 'ev1', phase: 'offline', startedAt: 1_000 });
    expect(seen).toEqual(['preparing', 'offline']);
  });

  it('cannot get stuck: leaving clears it, an old or unreadable one is ignored', () => {
    beginOfflinePreview('ev1', 1_000);
    endOfflinePreview();
    resetOfflinePreviewForTests();
    expect(readOfflinePreview(2_000)).toBeNull();

    beginOfflinePreview('ev1', 1_000);
    resetOfflinePreviewForTests();
    expect(readOfflinePreview(1_000 + previewMaxAgeMs + 1)).toBeNull();

    sessionStorage.setItem('hallway-offline-preview', '{"version":1,"eventId":"","phase":"offline","startedAt":1}');
    resetOfflinePreviewForTests();
    expect(readOfflinePreview(2)).toBeNull();
  });

  it('reads ?preview=offline on an event page and ?preview=off anywhere, and gives the address without it', () => {
    expect(readPreviewRequest(new URL('https://h.test/event/ev-1?preview=offline'))).toEqual({ start: 'ev-1', stop: false, cleaned: '/event/ev-1' });
    expect(readPreviewRequest(new URL('https://h.test/event/ev-1/schedule?day=2&preview=offline#now'))).toEqual({ start: 'ev-1', stop: false, cleaned: '/event/ev-1/schedule?day=2#now' });
    expect(readPreviewRequest(new URL('https://h.test/events?preview=offline'))).toEqual({ start: null, stop: false, cleaned: '/events' });
    expect(readPreviewRequest(new URL('https://h.test/events?preview=off'))).toEqual({ start: null, stop: true, cleaned: '/events' });
    expect(readPreviewRequest(new URL('https://h.test/event/ev-1'))).toBeNull();
  });
});
