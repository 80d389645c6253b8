import { describe, expect, it } from 'vitest';
import { encodeRedirect, sanitizeRedirect } from '#shared/rules/redirect.ts';

describe('sanitizeRedirect: only same-origin paths survive', () => {
  it('keeps same-origin paths', () => {
    expect(sanitizeRedirect('/events?filter=all')).toBe('/events?filter=all');
    expect(sanitizeRedirect('/event/abc/schedule#now')).toBe('/event/abc/schedule#now');
  });

  it('adds a leading slash to a relative value', () => {
    expect(sanitizeRedirect('events')).toBe('/events');
    expect(sanitizeRedirect('me/code')).toBe('/me/code');
  });

  it('falls back for empty, missing, non-string and #-values', () => {
    expect(sanitizeRedirect('')).toBe('/');
    expect(sanitizeRedirect('   ')).toBe('/');
    expect(sanitizeRedirect(undefined)).toBe('/');
    expect(sanitizeRedirect(42)).toBe('/');
    expect(sanitizeRedirect('#top')).toBe('/');
    expect(sanitizeRedirect('#top', '/events')).toBe('/events');
  });

  it('removes line breaks', () => {
    expect(sanitizeRedirect('/eve\nnts')).toBe('/events');
    expect(sanitizeRedirect('/me\r\n/code')).toBe('/me/code');
  });

  it('decodes base64url text', () => {
    expect(sanitizeRedirect(encodeRedirect('/event/123/schedule?filter=all'))).toBe('/event/123/schedule?filter=all');
    expect(sanitizeRedirect(encodeRedirect('/me/code'))).toBe('/me/code');
  });

  const hostile = [
    '//evil.test',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '/\t/evil.test',
    'https://evil.test',
    'HTTPS://evil.test/path',
    'https:evil.test',
    'http:/evil.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'java\nscript:alert(1)',
    '/\n/evil.test',
    '%2F%2Fevil.test',
    '/%2F%2Fevil.test',
    '/%5Cevil.test',
    'mailto:someone@evil.test',
  ];

  it.each(hostile)('refuses the foreign target %j', (value) => {
    expect(sanitizeRedirect(value)).toBe('/');
    expect(sanitizeRedirect(value, '/events')).toBe('/events');
  });

  it.each(hostile)('refuses the base64url form of %j', (value) => {
    expect(sanitizeRedirect(encodeRedirect(value))).toBe('/');
  });

  it('never returns anything that leaves the origin', () => {
    const base = 'https://hallway.test';
    for (const value of [...hostile, ...hostile.map(encodeRedirect), '/ok', 'ok']) {
      const target = new URL(sanitizeRedirect(value), base);
      expect(target.origin).toBe(base);
    }
  });
});
