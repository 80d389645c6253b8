import type { EngineFlow } from '../engine-page.ts';
import { assert, demoEventId, demoEventName, eventually, makeDemoEventAvailableOffline, newDemoAttendee, reloadUnderServiceWorker, signInBoundFor } from './steps.ts';

const keynote = 'Opening keynote: Conferences that work when the Wi-Fi does not';

/** The names of this origin's IndexedDB databases (the event pack, the query cache, the outbox). */
const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name ?? '').sort();

// Flow 10: what the phone stored survives the browser closing: the persisted query cache, the
// event pack in IndexedDB and a write waiting in the outbox. The browser is closed while offline
// with a vote still waiting, opened again on the same profile still offline, and the saved
// event and the waiting vote are there; back online, the vote is sent once.
export const storageRestartFlow: EngineFlow = {
  name: '10. storage: query cache, event pack and outbox survive a browser restart',
  async run({ page, serverUrl }) {
    const attendee = await newDemoAttendee(serverUrl, page, 'Rosa');
    await signInBoundFor(page, `/event/${demoEventId}`, attendee.account);
    await page.see({ role: 'heading', name: demoEventName });
    await reloadUnderServiceWorker(page);
    await makeDemoEventAvailableOffline(page);
    const before = await page.evaluate(databaseNames, null);

    // A write left waiting: an agenda star made offline.
    await page.goto(`/event/${demoEventId}/schedule?filter=all`);
    await page.see({ text: keynote });
    await page.setOffline(true);
    await page.click({ role: 'button', name: `Add ${keynote} to my agenda` });
    await page.see({ role: 'button', name: `Remove ${keynote} from my agenda` });
    // The outbox writes to IndexedDB before it answers; give the persister its throttle too.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    await page.restart();
    await page.setOffline(true);
    await page.goto(`/event/${demoEventId}/schedule?filter=all`);
    await page.see({ text: keynote }, { timeoutMs: 20_000 });
    await page.see({ role: 'button', name: `Remove ${keynote} from my agenda` });
    const after = await page.evaluate(databaseNames, null);
    assert(before.every((name) => after.includes(name)), `databases lost over the restart: before ${before.join(', ')}, after ${after.join(', ')}`);
    await page.goto(`/event/${demoEventId}/attendees`);
    await page.see({ text: /Amara Okafor/ }, { timeoutMs: 15_000 });

    // Back online, the star waiting since before the restart reaches the server, once.
    await page.setOffline(false);
    await page.goto(`/event/${demoEventId}/schedule?filter=all`);
    const schedule = await attendee.api.query<{ sessions: Array<{ id: string; title: string }> }>('schedule.public', { eventId: demoEventId });
    const keynoteId = schedule.sessions.find((session) => session.title === keynote)?.id;
    await eventually(
      'the agenda star on the server',
      async () => (await attendee.api.query<{ programIds: string[] }>('schedule.agenda', { eventId: demoEventId })).programIds.includes(keynoteId ?? ''),
      30_000,
    );
  },
};
