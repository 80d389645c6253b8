import { describe, expect, it } from 'vitest';
import { isIosDevice, isStandalone, offersIosHomeScreen, type DeviceSignals } from '#client/lib/ios-home-screen.ts';

const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const iPhoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const iPadMini = 'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const macSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const tab = (userAgent: string, maxTouchPoints = 5): DeviceSignals => ({ userAgent, maxTouchPoints, standalone: false, displayModeStandalone: false });

describe('iOS detection', () => {
  it('an iPhone is iOS in Safari and in other browsers (all WebKit there)', () => {
    expect(isIosDevice(tab(iPhoneSafari))).toBe(true);
    expect(isIosDevice(tab(iPhoneChrome))).toBe(true);
    expect(isIosDevice(tab(iPadMini))).toBe(true);
  });

  it('an iPad asking for the desktop site (a Mac user agent) is iOS by its touch screen; a Mac is not', () => {
    expect(isIosDevice(tab(macSafari, 5))).toBe(true);
    expect(isIosDevice(tab(macSafari, 0))).toBe(false);
  });

  it('Android and desktop browsers are not iOS', () => {
    expect(isIosDevice(tab(androidChrome))).toBe(false);
    expect(offersIosHomeScreen(tab(androidChrome))).toBe(false);
  });
});

describe('when the Home Screen steps are offered', () => {
  it('on iOS in a browser tab', () => {
    expect(offersIosHomeScreen(tab(iPhoneSafari))).toBe(true);
    expect(offersIosHomeScreen({ ...tab(iPhoneSafari), standalone: undefined })).toBe(true);
  });

  it('not once opened from the Home Screen, by either signal', () => {
    expect(isStandalone({ standalone: true, displayModeStandalone: false })).toBe(true);
    expect(offersIosHomeScreen({ ...tab(iPhoneSafari), standalone: true })).toBe(false);
    expect(offersIosHomeScreen({ ...tab(iPhoneSafari), displayModeStandalone: true })).toBe(false);
  });
});
