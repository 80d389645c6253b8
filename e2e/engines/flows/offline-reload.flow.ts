import type { EngineFlow } from '../engine-page.ts';
import { registerPerson } from '../flow-api.ts';
import { assert, controlledByServiceWorker, demoEventId, demoEventName, reloadUnderServiceWorker, signInBoundFor } from './steps.ts';

const firstSession = 'Opening keynote: Conferences that work when the Wi-Fi does not';

// Flow 2: the app installs its service worker and, after one visit, the events list and a visited
// event open again with the network gone.
export const offlineReloadFlow: EngineFlow = {
  name: '2. service worker; events list and a visited event reload offline',
  async run({ page, serverUrl }) {
    const person = await registerPerson(serverUrl, page.engine, 'Sami');
    await signInBoundFor(page, '/events?filter=upcoming', person.account);
    await page.waitForPath(/^\/events\?filter=upcoming$/);
    await page.see({ role: 'link', name: demoEventName });
    await reloadUnderServiceWorker(page);

    await page.click({ role: 'link', name: demoEventName });
    await page.waitForPath(new RegExp(`^/event/${demoEventId}$`));
    await page.see({ role: 'heading', name: demoEventName });
    await page.see({ text: firstSession });

    await page.setOffline(true);
    await page.reload();
    await page.see({ role: 'heading', name: demoEventName }, { timeoutMs: 15_000 });
    await page.see({ text: firstSession });
    assert(await controlledByServiceWorker(page), 'the event home reloaded offline without the service worker');

    await page.goto('/events?filter=upcoming');
    await page.see({ role: 'link', name: demoEventName }, { timeoutMs: 15_000 });
    await page.click({ role: 'link', name: demoEventName });
    await page.see({ text: firstSession });
    await page.setOffline(false);
  },
};
