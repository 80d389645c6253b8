import { describe, expect, it } from 'vitest';
import { cameraProblemCopy, cameraProblemCopyFor, type CameraProblem } from '#client/components/scanner/camera-problems.ts';
import type { DeviceSignals } from '#client/lib/ios-home-screen.ts';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const device = (userAgent: string, standalone = false): DeviceSignals => ({ userAgent, maxTouchPoints: 5, standalone, displayModeStandalone: false });
const problems: CameraProblem[] = ['denied', 'missing', 'busy', 'failed'];

describe('camera problem copy', () => {
  it('on iOS in Safari, a refused camera says where Safari keeps the setting', () => {
    const { title, body } = cameraProblemCopyFor('denied', device(iPhone));
    expect(title).toBe('Camera access is blocked');
    expect(body).toContain('aA › Website Settings › Camera');
    expect(body).toContain('Settings › Apps › Safari › Camera');
  });

  it('in the Home Screen app on iOS, reopening the app asks again', () => {
    expect(cameraProblemCopyFor('denied', device(iPhone, true)).body).toMatch(/open it again from the Home Screen: it asks for the camera again/);
  });

  it('other platforms keep their copy, and iOS keeps it for every other problem', () => {
    for (const problem of problems) expect(cameraProblemCopyFor(problem, device(android))).toBe(cameraProblemCopy[problem]);
    for (const problem of problems.filter((p) => p !== 'denied')) expect(cameraProblemCopyFor(problem, device(iPhone))).toBe(cameraProblemCopy[problem]);
    expect(cameraProblemCopy.denied.body).toBe('Allow the camera for this site in the browser settings, then try again.');
  });
});
