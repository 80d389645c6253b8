// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetDeviceData } from '#client/lib/forget-device-data.ts';
import { firstScreenPrefix, writeFirstScreen } from '#client/lib/first-screen/first-screen-record.ts';

describe('sign-out on a shared device', () => {
  it('forgets the saved first screens (lists of people) along with the offline event data', async () => {
    writeFirstScreen({ accountId: 'a1', path: '/event/e1/attendees?filter=all', css: '/assets/index.css', html: '<li>Ada</li>', savedAt: 1 });
    localStorage.setItem('hallway-color-mode', 'dark');
    await forgetDeviceData('a1');
    expect(Object.keys(localStorage).filter((key) => key.startsWith(firstScreenPrefix))).toEqual([]);
    expect(localStorage.getItem('hallway-color-mode')).toBe('dark');
  });
});
