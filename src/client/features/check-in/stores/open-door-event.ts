import { readLocalActions, readRoster } from './device-storage.ts';
import { loadDevice } from './device-identity.ts';
import { importRosterKey, isOpen, showDoor } from './door-commit.ts';
import { initialDoorState, useDoorStore } from './door-store.ts';

/** Loads an event's roster, local actions, key and this device's identity from IndexedDB (no network). */
export async function openDoorEvent(eventId: string): Promise<void> {
  if (isOpen(eventId) && useDoorStore.getState().status !== 'idle') return;
  useDoorStore.setState({ ...initialDoorState, eventId, status: 'loading' });
  const [roster, local, device] = await Promise.all([readRoster(eventId), readLocalActions(eventId), loadDevice()]);
  if (!isOpen(eventId)) return;
  useDoorStore.setState({ device });
  showDoor(eventId, { roster: roster ?? undefined, local });
  if (!roster) return;
  try {
    const key = await importRosterKey(roster.key.publicKey);
    if (isOpen(eventId)) useDoorStore.setState({ key });
  } catch (error) {
    // A key the browser cannot import makes every scan unreadable: say so and offer a fresh download.
    console.error('Could not import the roster key', error);
    if (isOpen(eventId)) useDoorStore.setState({ syncError: 'This device cannot read the roster key. Download the roster again.' });
  }
}
