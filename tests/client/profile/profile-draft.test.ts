import { describe, expect, it } from 'vitest';
import { guessLinkType, withScheme } from '#client/features/profile/profile-draft.ts';
import { displayUrl, safeExternalUrl } from '#client/features/profile/external-link.ts';
import { setupDestination } from '#client/features/profile/setup-destination.ts';
import { postRegisterPath } from '#client/lib/post-sign-in.ts';

describe('links', () => {
  it('adds https:// to an address typed without a scheme, and leaves others alone', () => {
    expect(withScheme(' grace.dev/talks ')).toBe('https://grace.dev/talks');
    expect(withScheme('http://old.example')).toBe('http://old.example');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withScheme('')).toBe('');
  });

  it('guesses the kind of link from its host', () => {
    expect(guessLinkType('https://www.linkedin.com/in/grace')).toBe('linkedin');
    expect(guessLinkType('github.com/grace')).toBe('github');
    expect(guessLinkType('https://twitter.com/grace')).toBe('x');
    expect(guessLinkType('https://hachyderm.io/@grace')).toBe('mastodon');
    expect(guessLinkType('https://grace.dev')).toBeNull();
  });

  it('only ever renders http(s) addresses as links', () => {
    expect(safeExternalUrl('https://grace.dev')).toBe('https://grace.dev/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(displayUrl('https://www.github.com/grace/')).toBe('github.com/grace');
  });
});

describe('onboarding redirects', () => {
  it('sends a new account to /setup, keeping where it was going', () => {
    expect(postRegisterPath(undefined)).toBe('/setup?redirectTo=%2Fevents');
    expect(postRegisterPath('/event/42')).toBe('/setup?redirectTo=%2Fevent%2F42');
    expect(postRegisterPath('https://evil.example/')).toBe('/setup?redirectTo=%2F');
  });

  it('goes on to the kept target when setup ends, never back into /setup', () => {
    expect(setupDestination('/event/42')).toBe('/event/42');
    expect(setupDestination(undefined)).toBe('/events');
    expect(setupDestination('/setup')).toBe('/events');
    expect(setupDestination('//evil.example')).toBe('/');
  });
});
