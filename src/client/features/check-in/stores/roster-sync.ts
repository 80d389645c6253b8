import type { Roster, RosterChanges } from '#shared/contracts/check-in.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { applyRosterChanges, hasRosterChanges, storedFromDownload } from '../roster-model.ts';
import type { LocalAction, StoredRoster } from '../roster-schemas.ts';
import { importRosterKey, isOpen, saveLocal, saveRoster } from './door-commit.ts';
import { registerDevice, type RegisterDeviceCall } from './register-device.ts';
import { useDoorStore } from './door-store.ts';
import { warmPhotos } from './warm-photos.ts';

/** The two reads a door device makes, and its one write; the page builds it from tRPC, tests from fakes. */
export interface RosterApi {
  roster(input: { eventId: string; deviceId: string; deviceLabel: string }): Promise<Roster>;
  changes(input: { eventId: string; deviceId: string; deviceLabel: string; since: number }): Promise<RosterChanges>;
  registerDevice: RegisterDeviceCall;
}

function syncErrorText(error: unknown): string {
  const { code } = readClientError(error);
  if (code === undefined) return 'Could not reach the server. The roster on this device still works offline.';
  if (code === 'FORBIDDEN') return 'Your account may not check people in at this event.';
  if (code === 'NOT_FOUND') return 'This event does not exist, or you cannot see it.';
  return 'The server could not send the roster. Try again in a moment.';
}

/** Downloads the whole roster, key and revocations, and keeps them on the device. */
export async function downloadRoster(api: RosterApi, eventId: string, options: { photos?: boolean } = {}): Promise<boolean> {
  const { device } = useDoorStore.getState();
  if (!device || !isOpen(eventId)) return false;
  useDoorStore.setState({ download: { phase: 'roster' }, syncError: null });
  try {
    const [answer] = await Promise.all([api.roster({ eventId, ...device }), registerDevice(api.registerDevice, eventId, device, { force: true })]);
    const roster = storedFromDownload(answer, Date.now());
    const key = await importRosterKey(roster.key.publicKey);
    if (!isOpen(eventId)) return false;
    useDoorStore.setState({ key });
    await saveRoster(roster);
    if (options.photos !== false) {
      await warmPhotos(roster.people, (done, total) => {
        if (isOpen(eventId)) useDoorStore.setState({ download: { phase: 'photos', done, total } });
      });
    }
    return true;
  } catch (error) {
    if (isOpen(eventId)) useDoorStore.setState({ syncError: syncErrorText(error) });
    return false;
  } finally {
    if (isOpen(eventId)) useDoorStore.setState({ download: null });
  }
}

/** Local check-ins the server now shows as standing (same time, same device) need no replay. */
function dropConfirmed(local: LocalAction[], roster: StoredRoster): LocalAction[] {
  const people = new Map(roster.people.map((p) => [p.accountId, p]));
  return local.filter((action) => {
    if (action.kind !== 'check-in') return true;
    const standing = people.get(action.accountId)?.checkIn;
    return !(standing && standing.at === action.at && standing.deviceLabel === action.deviceLabel);
  });
}

/** Asks what changed since the last sync and folds it in; quiet when offline. A renamed device says its new name. */
export async function pollRosterChanges(api: RosterApi): Promise<void> {
  const { roster, device, eventId, download } = useDoorStore.getState();
  if (!roster || !device || !eventId || download) return;
  try {
    const [changes] = await Promise.all([api.changes({ eventId, ...device, since: roster.cursor }), registerDevice(api.registerDevice, eventId, device)]);
    const current = useDoorStore.getState().roster;
    // A download finished meanwhile: its roster is newer than what this answer was based on.
    if (!isOpen(eventId) || current?.cursor !== roster.cursor) return;
    const next = applyRosterChanges(current, changes, Date.now());
    await saveRoster(next);
    if (hasRosterChanges(changes)) {
      const local = useDoorStore.getState().local;
      const kept = dropConfirmed(local, next);
      if (kept.length !== local.length) await saveLocal(eventId, kept);
    }
    useDoorStore.setState({ syncError: null });
  } catch (error) {
    if (isOpen(eventId)) useDoorStore.setState({ syncError: syncErrorText(error) });
  }
}
