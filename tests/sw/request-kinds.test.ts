import { describe, expect, it } from 'vitest';
import {
  isApiPath,
  isCacheableImage,
  isCacheableShell,
  isHashedAsset,
  isShellNavigation,
  isSkipWaitingMessage,
} from '../../sw/request-kinds.ts';

const origin = 'https://hallway.test';
const at = (path: string) => new URL(path, origin);

describe('isShellNavigation', () => {
  it.each(['/', '/events?filter=upcoming', '/event/abc-123', '/event/abc/schedule', '/me/code', '/sign-in?redirectTo=%2Fme', '/no/such/page'])(
    'answers the app route %s with the shell',
    (path) => {
      expect(isShellNavigation(at(path), 'navigate', origin)).toBe(true);
    },
  );

  it.each(['/api', '/api/health', '/api/trpc/event.list?input=%7B%7D', '/api/notifications/stream', '/api/dev/mail'])(
    'never answers %s with the shell: API requests, the notification stream included, must reach the server',
    (path) => {
      expect(isShellNavigation(at(path), 'navigate', origin)).toBe(false);
    },
  );

  it.each(['/uploads/a.jpg', '/assets/index-abc.js', '/icons/icon-512.png', '/sw.js', '/manifest.webmanifest', '/favicon.ico'])(
    'leaves the file %s to the server',
    (path) => {
      expect(isShellNavigation(at(path), 'navigate', origin)).toBe(false);
    },
  );

  it('keeps an app route whose name only starts like a reserved one', () => {
    expect(isShellNavigation(at('/apiary'), 'navigate', origin)).toBe(true);
    expect(isShellNavigation(at('/uploads-help'), 'navigate', origin)).toBe(true);
  });

  it('ignores requests that are not page loads', () => {
    for (const mode of ['cors', 'no-cors', 'same-origin']) {
      expect(isShellNavigation(at('/events'), mode, origin)).toBe(false);
    }
  });

  it('ignores navigations to another origin', () => {
    expect(isShellNavigation(new URL('https://evil.test/events'), 'navigate', origin)).toBe(false);
  });
});

describe('isApiPath', () => {
  it('matches /api and everything under it, nothing else', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/trpc')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/events/api')).toBe(false);
  });
});

describe('isCacheableImage', () => {
  it('keeps uploads and icons, whatever the request destination', () => {
    expect(isCacheableImage(at('/uploads/events/1.webp'), '', origin)).toBe(true);
    expect(isCacheableImage(at('/icons/icon-192.png'), '', origin)).toBe(true);
  });

  it('keeps other same-origin images loaded by an <img>', () => {
    expect(isCacheableImage(at('/some/picture.png'), 'image', origin)).toBe(true);
  });

  it('skips images from other origins and anything under /api', () => {
    expect(isCacheableImage(new URL('https://cdn.test/a.png'), 'image', origin)).toBe(false);
    expect(isCacheableImage(at('/api/avatar/1.png'), 'image', origin)).toBe(false);
  });

  it('skips same-origin non-images outside /uploads and /icons', () => {
    expect(isCacheableImage(at('/assets/index.js'), 'script', origin)).toBe(false);
  });
});

describe('isHashedAsset', () => {
  it('matches same-origin build files only', () => {
    expect(isHashedAsset(at('/assets/index-Bx12.js'), origin)).toBe(true);
    expect(isHashedAsset(new URL('https://cdn.test/assets/x.js'), origin)).toBe(false);
    expect(isHashedAsset(at('/events'), origin)).toBe(false);
  });
});

describe('isCacheableShell', () => {
  it('accepts a complete HTML page', () => {
    expect(isCacheableShell(200, 'text/html; charset=utf-8')).toBe(true);
    expect(isCacheableShell(200, 'TEXT/HTML')).toBe(true);
  });

  it('refuses errors, redirects and non-HTML answers', () => {
    expect(isCacheableShell(500, 'text/html')).toBe(false);
    expect(isCacheableShell(404, 'text/html')).toBe(false);
    expect(isCacheableShell(0, null)).toBe(false);
    expect(isCacheableShell(302, 'text/html')).toBe(false);
    expect(isCacheableShell(200, 'application/json')).toBe(false);
    expect(isCacheableShell(200, null)).toBe(false);
  });
});

describe('isSkipWaitingMessage', () => {
  it('accepts the update prompt message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
  });

  it('refuses anything else', () => {
    for (const data of [null, undefined, 'SKIP_WAITING', { type: 'skip_waiting' }, { kind: 'SKIP_WAITING' }, 42]) {
      expect(isSkipWaitingMessage(data)).toBe(false);
    }
  });
});
