import { describe, expect, it } from 'vitest';
import { encodeRedirect } from '#shared/rules/redirect.ts';
import { postSignInPath } from '#client/lib/post-sign-in.ts';

describe('where sign-in leads', () => {
  it('goes to /events without a redirectTo', () => {
    expect(postSignInPath(undefined)).toBe('/events');
    expect(postSignInPath(null)).toBe('/events');
  });

  it('keeps a same-origin path, plain or base64url', () => {
    expect(postSignInPath('/event/abc/schedule?filter=all')).toBe('/event/abc/schedule?filter=all');
    expect(postSignInPath(encodeRedirect('/me/code'))).toBe('/me/code');
  });

  it('falls back to / for a foreign target', () => {
    expect(postSignInPath('https://evil.example/')).toBe('/');
    expect(postSignInPath('//evil.example')).toBe('/');
    expect(postSignInPath('#top')).toBe('/');
  });

  it('never loops back to a sign-in page', () => {
    expect(postSignInPath('/sign-in?redirectTo=/sign-in')).toBe('/events');
    expect(postSignInPath('/register/')).toBe('/events');
  });
});
