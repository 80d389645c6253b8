import { vi } from 'vitest';

// jsdom is no iPhone: these tests give the page an iPhone's (or Android's) signals. What iOS then
// does (the Share sheet, the 7-day deletion) no engine here reproduces.
const userAgents = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** Undo with vi.restoreAllMocks() and vi.unstubAllGlobals(). */
export function pretendDevice(device: keyof typeof userAgents, { homeScreen = false } = {}): void {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgents[device]);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: homeScreen && query === '(display-mode: standalone)', media: query }));
}
