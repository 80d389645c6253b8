import { randomUUID } from 'node:crypto';
import type { EngineFlow } from '../engine-page.ts';
import { registerPerson } from '../flow-api.ts';
import { reloadUnderServiceWorker, signInBoundFor } from './steps.ts';

const previewText = 'Offline preview — this is what attendees see without a network';
const consoleNav = { role: 'navigation', name: 'Event console' } as const;

// Flow 8: an organizer, on an event of their own (the demo event is shared by every flow running
// beside this one), creates a poll in the console, switches a feature on, opens the offline
// readiness page and previews the event offline as an attendee.
export const organizerConsoleFlow: EngineFlow = {
  name: '8. the organizer console: a poll, a feature switch, readiness and the offline preview',
  async run({ page, serverUrl }) {
    const suffix = randomUUID().slice(0, 8);
    const organizer = await registerPerson(serverUrl, page.engine, 'Olive');
    const organization = await organizer.api.mutation<{ id: string }>('organization.create', { name: `Flow Org ${suffix}`, handle: `flow-${suffix}` });
    const now = Math.floor(Date.now() / 1000);
    const eventName = `Engine Summit ${suffix}`;
    const event = await organizer.api.mutation<{ id: string }>('eventAdmin.create', {
      organizationId: organization.id,
      details: { name: eventName, venue: 'Hall 2', timeZone: 'America/Toronto', startsAt: now + 3600, endsAt: now + 9 * 3600 },
    });
    await organizer.api.mutation('eventAdmin.setFeatures', { id: event.id, features: { enableFeedback: true } });
    await organizer.api.mutation('eventAdmin.setPublished', { id: event.id, published: true });

    // A poll, from the console's form.
    await signInBoundFor(page, `/event/${event.id}/console/polls`, organizer.account);
    await page.waitForPath(new RegExp(`^/event/${event.id}/console/polls$`));
    await reloadUnderServiceWorker(page);
    const form = { role: 'form', name: 'New poll' } as const;
    const question = `Which room for the closing party ${suffix}?`;
    await page.fill({ label: 'Question', within: form }, question);
    await page.fill({ label: 'Option 1', within: form }, 'Rooftop');
    await page.fill({ label: 'Option 2', within: form }, 'Atrium');
    await page.click({ role: 'button', name: 'Create poll', within: form });
    await page.see({ role: 'article', name: question });

    // A feature switched on, saved on the server: a reload shows it.
    await page.click({ role: 'link', name: 'Features', within: consoleNav });
    await page.waitForPath(new RegExp(`^/event/${event.id}/console/features$`));
    // "3 of 9 on.": the total grows with every new feature, so the flow reads both numbers.
    const [on, total] = (await page.textOf({ text: /^\d+ of \d+ on\.$/ })).split(' of ');
    await page.click({ role: 'switch', name: 'Networking bingo' });
    const expected = `${Number(on) + 1} of ${Number.parseInt(total ?? '', 10)} on.`;
    await page.see({ text: expected });
    await page.notSee({ text: 'Saving…' });
    await page.reload();
    await page.see({ text: expected });

    // The readiness page, and the event as an attendee sees it with no network.
    await page.click({ role: 'link', name: 'Offline readiness', within: consoleNav });
    await page.waitForPath(new RegExp(`^/event/${event.id}/console/readiness$`));
    await page.see({ role: 'region', name: 'Features at the venue without a network' });
    await page.click({ role: 'button', name: 'Preview offline as an attendee' });
    await page.see({ text: previewText }, { timeoutMs: 30_000 });
    await page.see({ role: 'heading', name: eventName });
    await page.click({ role: 'button', name: 'Leave preview' });
    await page.notSee({ text: previewText });
  },
};
