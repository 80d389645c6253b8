import type { EngineFlow } from '../engine-page.ts';
import { assert, controlledByServiceWorker, demoEventId, eventually, makeDemoEventAvailableOffline, newDemoAttendee, reloadUnderServiceWorker, signInBoundFor } from './steps.ts';

const keynote = 'Opening keynote: Conferences that work when the Wi-Fi does not';
const notSavedYet = 'Not saved on this phone yet';

/** Every album thumbnail on screen has arrived and decoded (none broken). */
function albumThumbnailsLoaded(): { shown: number; broken: number } {
  const images = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((image) => image.getBoundingClientRect().width > 0);
  return { shown: images.filter((image) => image.complete && image.naturalWidth > 0).length, broken: images.filter((image) => image.complete && image.naturalWidth === 0).length };
}

// Flow 3: an attendee saves the demo event with "Make available offline"; with the network gone,
// the schedule, the attendee list and its search, matches, updates and the album's thumbnails all
// open from the device.
export const eventOfflineFlow: EngineFlow = {
  name: '3. "Make available offline", then schedule, attendees, matches, updates, album offline',
  async run({ page, serverUrl }) {
    const person = await newDemoAttendee(serverUrl, page, 'Omar');
    await signInBoundFor(page, `/event/${demoEventId}`, person.account);
    await page.waitForPath(new RegExp(`^/event/${demoEventId}$`));
    await reloadUnderServiceWorker(page);
    // The album once online, so its first screen of thumbnails is on the device as a user would have it.
    await page.goto(`/event/${demoEventId}/album`);
    await eventually('the album thumbnails online', async () => (await page.evaluate(albumThumbnailsLoaded, null)).shown >= 3);
    await makeDemoEventAvailableOffline(page);

    await page.setOffline(true);
    const screens: Array<[string, () => Promise<void>]> = [
      [`/event/${demoEventId}/schedule?filter=all`, () => page.see({ text: keynote })],
      [`/event/${demoEventId}/attendees`, () => page.see({ role: 'heading', name: 'Attendees' })],
      [`/event/${demoEventId}/matches`, () => page.see({ role: 'heading', name: 'Matches' })],
      [`/event/${demoEventId}/posts`, () => page.see({ role: 'heading', name: 'Welcome to Hallway Demo Conference!' })],
      [`/event/${demoEventId}/album`, () => page.see({ role: 'heading', name: /Album/ })],
    ];
    for (const [path, shows] of screens) {
      await page.goto(path);
      await shows();
      assert(await controlledByServiceWorker(page), `${path} opened offline without the service worker`);
      assert((await page.count({ text: notSavedYet })) === 0, `${path} says "${notSavedYet}"`);
      assert((await page.count({ text: 'Something went wrong' })) === 0, `${path} shows an error`);
    }
    await eventually('the album thumbnails offline', async () => {
      const { shown, broken } = await page.evaluate(albumThumbnailsLoaded, null);
      return shown >= 3 && broken === 0;
    });

    // The attendee search runs on the device.
    await page.goto(`/event/${demoEventId}/attendees`);
    await page.fill({ role: 'searchbox', name: 'Search attendees' }, 'Amara');
    await page.see({ role: 'link', name: /Amara Okafor/ });
    await page.see({ text: /^1 person$/ });
    await page.fill({ role: 'searchbox', name: 'Search attendees' }, 'zzzz-nobody');
    await page.see({ text: 'No one matches.' });
    await page.setOffline(false);
  },
};
