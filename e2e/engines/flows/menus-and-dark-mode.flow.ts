import { randomUUID } from 'node:crypto';
import type { EngineFlow } from '../engine-page.ts';
import { signInDemo } from '../flow-api.ts';
import { assert, closeEventMenu, demoEventId, demoEventName, newDemoAttendee, openEventMenu, reloadUnderServiceWorker, signInBoundFor } from './steps.ts';

const isDark = () => document.documentElement.classList.contains('dark');

// Flow 9: dark mode chosen and kept over a reload, the event menu, and the notifications panel
// receiving an organizer's update live.
export const menusAndDarkModeFlow: EngineFlow = {
  name: '9. dark mode, the event menu, the notifications panel',
  async run({ page, serverUrl }) {
    const attendee = await newDemoAttendee(serverUrl, page, 'Dara');
    await signInBoundFor(page, `/event/${demoEventId}`, attendee.account);
    await page.see({ role: 'heading', name: demoEventName });
    await reloadUnderServiceWorker(page);

    // Dark mode, from the footer's choice, kept over a reload.
    // The radio itself is visually hidden behind its label, which is what a finger presses.
    await page.click({ text: 'Dark', within: { role: 'group', name: 'Colour mode' } });
    await page.see({ role: 'button', name: /^Colour mode: dark\./ });
    assert(await page.evaluate(isDark, null), 'choosing Dark did not set the dark class');
    await page.reload();
    await page.see({ role: 'button', name: /^Colour mode: dark\./ });
    assert(await page.evaluate(isDark, null), 'the dark mode was not kept over a reload');

    // The event menu: its way back to all events, and closing it.
    await openEventMenu(page);
    const menu = { role: 'dialog', name: `${demoEventName} menu` } as const;
    await page.see({ role: 'button', name: 'Back to all events', within: menu });
    await page.see({ role: 'heading', name: demoEventName, within: menu });
    await closeEventMenu(page);

    // An organizer's update reaches the bell live, and the panel lists it.
    const title = `Coffee moves to the terrace ${randomUUID().slice(0, 6)}`;
    const organizer = await signInDemo(serverUrl, 'organizer@hallway.test');
    await organizer.mutation('posts.create', { eventId: demoEventId, post: { title, body: 'Same coffee, more sun.' } });
    await page.click({ role: 'button', name: /^Notifications, \d+ unread/ }, { timeoutMs: 15_000 });
    const panel = { role: 'dialog', name: 'Notifications' } as const;
    await page.see({ text: new RegExp(title), within: panel });
    await page.click({ role: 'button', name: 'Close notifications', within: panel });
    await page.notSee(panel);
  },
};
