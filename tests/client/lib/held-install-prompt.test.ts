// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdInstallPrompt, takeHeldInstallPrompt } from '#client/lib/held-install-prompt.ts';

const offer = () => new Event('beforeinstallprompt', { cancelable: true });

afterEach(() => takeHeldInstallPrompt(window));

describe('the install offer that comes before the app starts', () => {
  it('is kept for the app, and the browser is told not to show its own', () => {
    holdInstallPrompt(window);
    const event = offer();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(takeHeldInstallPrompt(window)).toBe(event);
  });

  it('is given once; after that the app listens for offers itself', () => {
    holdInstallPrompt(window);
    window.dispatchEvent(offer());
    takeHeldInstallPrompt(window);
    const later = offer();
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(takeHeldInstallPrompt(window)).toBeNull();
  });

  it('is forgotten once the app is installed', () => {
    holdInstallPrompt(window);
    window.dispatchEvent(offer());
    window.dispatchEvent(new Event('appinstalled'));
    expect(takeHeldInstallPrompt(window)).toBeNull();
  });

  it('is nothing when the browser made no offer', () => {
    holdInstallPrompt(window);
    expect(takeHeldInstallPrompt(window)).toBeNull();
  });
});
