import type { EnginePage, EngineFlow } from '../engine-page.ts';
import { forgeCode } from '../../fixtures/forge-code.ts';
import { qrPicture, setUpFlowEvent, type Person } from '../flow-api.ts';
import { assert, eventually, signInBoundFor } from './steps.ts';

/** What the organizer's console reads of the doors (checkIn.overview), as much as this flow checks. */
interface DoorOverview {
  checkedIn: number;
  recent: Array<{ person: { accountId: string }; status: 'checked-in' | 'duplicate' | 'undone' }>;
  duplicates: Array<{ person: { accountId: string }; deviceLabel: string }>;
}

const deviceLabel = 'Gate A';
const cameraRunning = { css: '[data-camera-state="running"]' };

/** The scan's verdict screen (green "checked-in", amber "already", red "forged"…), with its heading. */
async function seeVerdict(page: EnginePage, verdict: string, heading: string, name?: string): Promise<void> {
  await page.see({ css: `[data-verdict="${verdict}"]` }, { timeoutMs: 15_000 });
  await page.see({ role: 'heading', name: heading });
  if (name) await page.see({ text: name });
}

/** From the door page: the scanner opens its camera afresh, on whatever is shown to it now. */
async function openScanner(page: EnginePage, eventId: string): Promise<void> {
  await page.click({ role: 'link', name: 'Open scanner' });
  await page.waitForPath(new RegExp(`^/check-in/scan\\?eventId=${eventId}$`));
}

/** Each person's scans on the server that stand as their check-in: one each means "exactly once". */
function standingCheckIns(overview: DoorOverview, person: Person): number {
  return overview.recent.filter((scan) => scan.person.accountId === person.accountId && scan.status === 'checked-in').length;
}

// Flow 4: door staff get a phone ready (its name, the roster), then the camera judges codes on the
// device: a fresh attendee is green, the same code again amber, a forged code red. With the
// network gone two more people are let in and wait on the phone; back online they reach the
// server, and each person stands checked in exactly once.
export const doorCheckInFlow: EngineFlow = {
  name: '4. the door: roster download, camera scan (green, amber, red), offline scans synced once',
  async run({ page, serverUrl }) {
    const door = await setUpFlowEvent(serverUrl, page.engine, { staff: ['Gatekeeper'], attendees: ['Ada', 'Grace', 'Katherine'] });
    const [staff] = door.staff;
    const [ada, grace, katherine] = door.attendees;
    assert(staff !== undefined && ada !== undefined && grace !== undefined && katherine !== undefined, 'the set-up made too few people');
    // The organizer, the door staff and three attendees.
    const people = 5;
    const readOverview = () => door.organizer.api.query<DoorOverview>('checkIn.overview', { eventId: door.eventId });

    await signInBoundFor(page, `/check-in?eventId=${door.eventId}`, staff.account);
    await page.waitForPath(new RegExp(`^/check-in\\?eventId=${door.eventId}$`));
    await page.see({ role: 'heading', name: door.eventName });
    await page.fill({ label: 'Device name' }, deviceLabel);
    await page.click({ role: 'button', name: 'Save name' });
    await page.click({ role: 'button', name: 'Download roster' });
    await page.see({ text: `${people} people on this device` }, { timeoutMs: 20_000 });
    await page.see({ text: `0 / ${people} checked in` });

    // Green: Ada's code is in front of the camera as it opens.
    await page.showToCamera(await qrPicture(ada.code, ada.qrMask));
    await openScanner(page, door.eventId);
    await seeVerdict(page, 'checked-in', 'Checked in', ada.name);
    // Nothing in view when the camera comes back by itself, so it reads nothing more.
    await page.showToCamera(null);
    await page.see(cameraRunning, { timeoutMs: 20_000 });

    // Amber: Ada comes back later. The scanner, opened again from the door page, ignores no code
    // (a camera left open would, for a while: people linger with their code up).
    await page.click({ role: 'link', name: 'Back to check-in' });
    await page.see({ text: `1 / ${people} checked in` });
    await page.showToCamera(await qrPicture(ada.code, ada.qrMask));
    await openScanner(page, door.eventId);
    await seeVerdict(page, 'already', 'Already checked in', ada.name);
    await page.see({ text: new RegExp(`by ${deviceLabel}$`) });

    // Red: a forged code (Grace's with its signature changed), drawn with the QR library's own mask.
    await page.showToCamera(await qrPicture(forgeCode(grace.code)));
    await page.click({ role: 'button', name: 'Scan next' });
    await seeVerdict(page, 'forged', 'Not a Hallway code');
    await page.showToCamera(null);
    await page.click({ role: 'button', name: 'Scan next' });
    await page.see(cameraRunning, { timeoutMs: 20_000 });
    // The green and the amber scans reach the server online; the red one records nothing.
    await page.see({ text: 'All synced' }, { timeoutMs: 30_000 });

    // Offline: Grace, then Katherine (a green result goes back to the camera by itself).
    await page.setOffline(true);
    await page.showToCamera(await qrPicture(grace.code, grace.qrMask));
    await seeVerdict(page, 'checked-in', 'Checked in', grace.name);
    await page.showToCamera(await qrPicture(katherine.code, katherine.qrMask));
    await seeVerdict(page, 'checked-in', 'Checked in', katherine.name);
    await page.showToCamera(null);
    await page.see({ text: '2 waiting to sync' });
    await page.see({ text: `3 / ${people} checked in` });
    const whileOffline = await readOverview();
    assert(whileOffline.checkedIn === 1, `the server counts ${whileOffline.checkedIn} checked in while the door is offline, not 1 (Ada)`);

    // Back online: both go, once.
    await page.setOffline(false);
    await page.see({ text: 'All synced' }, { timeoutMs: 30_000 });
    let overview = await readOverview();
    await eventually('the server to count three people in', async () => {
      overview = await readOverview();
      return overview.checkedIn === 3;
    });
    for (const person of [ada, grace, katherine]) {
      const standing = standingCheckIns(overview, person);
      assert(standing === 1, `${person.name} stands checked in ${standing} times on the server, not once`);
    }
    // Ada's second scan is kept as a duplicate record, not a second check-in.
    const duplicates = overview.duplicates.map((duplicate) => `${duplicate.person.accountId} by ${duplicate.deviceLabel}`);
    assert(duplicates.length === 1 && duplicates[0] === `${ada.accountId} by ${deviceLabel}`, `the server's duplicates are ${JSON.stringify(duplicates)}, not Ada's one by ${deviceLabel}`);
  },
};
