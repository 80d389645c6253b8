import { describe, expect, it } from 'vitest';
import { createRouteMatcher, isPlainPath, prerenderedManifestSchema, routePathPattern } from '#shared/rules/prerendered-pages.ts';

describe('which addresses the app has a route for', () => {
  const isAppPath = createRouteMatcher(['/', '/sign-in', '/event/$eventId/', '/event/$eventId/schedule/embed', '/me/', '/files/$', '/org/{-$tab}']);

  it('takes the routes with any value in a $parameter, with or without a trailing slash, in any case', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/sign-in')).toBe(true);
    expect(isAppPath('/sign-in/')).toBe(true);
    expect(isAppPath('/Sign-In')).toBe(true);
    expect(isAppPath('/event/4f2c')).toBe(true);
    expect(isAppPath('/event/4f2c/')).toBe(true);
    expect(isAppPath('/event/4f2c/schedule/embed')).toBe(true);
    expect(isAppPath('/me')).toBe(true);
  });

  it('takes the rest of the path for a lone $, and an optional {-$segment}', () => {
    expect(isAppPath('/files')).toBe(true);
    expect(isAppPath('/files/a/b/c')).toBe(true);
    expect(isAppPath('/org')).toBe(true);
    expect(isAppPath('/org/people')).toBe(true);
    expect(isAppPath('/org/people/more')).toBe(false);
  });

  it('refuses what no route takes', () => {
    expect(isAppPath('/no/such/stage')).toBe(false);
    expect(isAppPath('/sign-in/extra')).toBe(false);
    expect(isAppPath('/event')).toBe(false);
    expect(isAppPath('/event/4f2c/schedule/embed/x')).toBe(false);
    expect(isAppPath('/sign-inx')).toBe(false);
  });

  it('reads route path characters literally', () => {
    expect(routePathPattern('/a.b').test('/aXb')).toBe(false);
    expect(routePathPattern('/a.b').test('/a.b')).toBe(true);
  });
});

describe('paths the not-found page may name as they are', () => {
  it('are letters, digits and - . _ ~ between single slashes', () => {
    expect(isPlainPath('/no/such/stage')).toBe(true);
    expect(isPlainPath('/a-b_c.d~e/')).toBe(true);
    expect(isPlainPath('/no%20such')).toBe(false);
    expect(isPlainPath('/a//b')).toBe(false);
    expect(isPlainPath("/<script>alert('x')</script>")).toBe(false);
    expect(isPlainPath('/caf\u00e9')).toBe(false);
    expect(isPlainPath('relative')).toBe(false);
  });
});

describe('the manifest the build writes for the server', () => {
  const manifest = {
    version: 1,
    pages: [{ path: '/', file: 'landing.html', search: 'any' }],
    notFound: { file: 'not-found.html' },
    routePaths: ['/'],
  };

  it('is read back as written', () => {
    expect(prerenderedManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it('refuses files outside its folder and a version it does not know', () => {
    expect(prerenderedManifestSchema.safeParse({ ...manifest, pages: [{ path: '/', file: '../index.html', search: 'any' }] }).success).toBe(false);
    expect(prerenderedManifestSchema.safeParse({ ...manifest, version: 2 }).success).toBe(false);
    expect(prerenderedManifestSchema.safeParse({ ...manifest, routePaths: [] }).success).toBe(false);
  });
});
