import type { EngineFlow, TextMatch } from '../engine-page.ts';
import { qrPicture, setUpFlowEvent } from '../flow-api.ts';
import { assert, signInBoundFor } from './steps.ts';

const anyoneTile = 'Say hello to anyone';
// A 3×3 card: the tile the flow scans for, and eight it leaves empty.
const otherTiles = ['robots', 'gardening', 'chess', 'jazz', 'hiking', 'sailing', 'poetry', 'pottery'].map((tag) => ({ prompt: `Someone into ${tag}`, rule: 'interest', tag }));

const cameraRunning = { css: '[data-camera-state="running"]' };
/** A tile of the card: a link named by its prompt and its state. */
const tileNamed = (name: TextMatch) => ({ role: 'link', name });

// Flow 5: an attendee shows her personal code at /me/code and scans another attendee's to
// connect; then, with the network gone, she scans a third for a bingo tile, which fills as
// pending on the phone and, once back online, reaches the server exactly once.
export const codesAndBingoFlow: EngineFlow = {
  name: '5. personal code and a connection scan; a bingo tile scanned offline',
  async run({ page, serverUrl }) {
    const event = await setUpFlowEvent(serverUrl, page.engine, { attendees: ['Ada', 'Grace', 'Katherine'] });
    const [ada, grace, katherine] = event.attendees;
    assert(ada !== undefined && grace !== undefined && katherine !== undefined, 'the set-up made too few people');
    await event.organizer.api.mutation('eventAdmin.setFeatures', { id: event.eventId, features: { enableBingo: true, enableAttendeeList: true } });
    await event.organizer.api.mutation('bingo.setup', { eventId: event.eventId, size: 3, tiles: [{ prompt: anyoneTile, rule: 'anyone' }, ...otherTiles] });
    // In the directory, so the phone can name her offline.
    await katherine.api.mutation('profile.update', { company: 'Orbital Mechanics', visibility: 'everyone' });

    // My code, as the door and other attendees see it.
    await signInBoundFor(page, '/me/code', ada.account);
    await page.waitForPath(/^\/me\/code$/);
    await page.see({ role: 'heading', name: 'My QR code' });
    await page.see({ text: ada.name });
    // A personal code at level M is a version 6 symbol: 41 modules a side.
    await page.see({ css: 'svg[role="img"][aria-label="Your personal QR code"][data-modules="41"]' });

    // Grace holds up hers: the scanner opens on it, and the connection is made.
    await page.showToCamera(await qrPicture(grace.code, grace.qrMask));
    await page.click({ role: 'link', name: "Scan someone's code" });
    await page.waitForPath(/^\/me\/scan$/);
    await page.see({ text: 'Connection saved' }, { timeoutMs: 20_000 });
    await page.see({ text: grace.name }, { timeoutMs: 15_000 });
    await page.showToCamera(null);
    const connections = await ada.api.query<{ connections: Array<{ person: { accountId: string } }> }>('connection.list');
    const connected = connections.connections.map((connection) => connection.person.accountId);
    assert(connected.length === 1 && connected[0] === grace.accountId, `Ada's connections on the server are ${JSON.stringify(connected)}, not Grace once`);

    // Bingo, online first as a phone that opened the event before the Wi-Fi went: the directory
    // (who fits), the card, and the scanner's code (its camera opens on an empty view).
    await page.goto(`/event/${event.eventId}/attendees`);
    await page.see({ text: katherine.name }, { timeoutMs: 20_000 });
    await page.goto(`/event/${event.eventId}/bingo`);
    await page.see({ role: 'heading', name: 'Networking Bingo' });
    await page.showToCamera(null);
    await page.click(tileNamed(`${anyoneTile}: scan someone who fits`));
    await page.see({ role: 'heading', name: anyoneTile });
    await page.see(cameraRunning, { timeoutMs: 20_000 });
    await page.click({ role: 'link', name: 'Back to my card' });

    // Offline: Katherine's code, judged on the phone and kept until the server confirms it.
    await page.setOffline(true);
    await page.showToCamera(await qrPicture(katherine.code, katherine.qrMask));
    await page.click(tileNamed(`${anyoneTile}: scan someone who fits`));
    await page.see({ text: `${katherine.name} fills this tile: pending until the server confirms it.` }, { timeoutMs: 20_000 });
    await page.showToCamera(null);
    await page.click({ role: 'link', name: 'Back to my card' });
    await page.see(tileNamed(`${anyoneTile}: pending, saved when online`));
    const fills = async () => (await ada.api.query<{ fills: Array<{ personId: string }> }>('bingo.card', { eventId: event.eventId })).fills.map((fill) => fill.personId);
    assert((await fills()).length === 0, 'the bingo tile reached the server while the phone was offline');

    // Online again: the tile fills, and the server holds it once.
    await page.setOffline(false);
    await page.see(tileNamed(`${anyoneTile}: filled by ${katherine.name}`), { timeoutMs: 30_000 });
    const held = await fills();
    assert(held.length === 1 && held[0] === katherine.accountId, `the server's fills are ${JSON.stringify(held)}, not Katherine once`);
  },
};
