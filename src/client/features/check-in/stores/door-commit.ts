import { importPersonalCodeKey } from '#shared/rules/personal-code.ts';
import { indexRoster } from '../roster-model.ts';
import type { LocalAction, StoredRoster } from '../roster-schemas.ts';
import { writeLocalActions, writeRoster } from './device-storage.ts';
import { useDoorStore } from './door-store.ts';

// Every change to the open event's roster or local actions goes through here: the screens see
// it at once (the index is rebuilt synchronously), IndexedDB a moment later.

export function isOpen(eventId: string): boolean {
  return useDoorStore.getState().eventId === eventId;
}

/** Shows a new roster and/or list of local actions for the open event. */
export function showDoor(eventId: string, next: { roster?: StoredRoster; local?: LocalAction[] }): void {
  if (!isOpen(eventId)) return;
  const state = useDoorStore.getState();
  const roster = next.roster ?? state.roster;
  const local = next.local ?? state.local;
  useDoorStore.setState({ roster, local, index: roster ? indexRoster(roster, local) : null, status: roster ? 'ready' : 'empty' });
}

export async function saveRoster(roster: StoredRoster): Promise<void> {
  showDoor(roster.eventId, { roster });
  await writeRoster(roster);
}

export async function saveLocal(eventId: string, local: LocalAction[]): Promise<void> {
  showDoor(eventId, { local });
  await writeLocalActions(eventId, local);
}

const keys = new Map<string, Promise<CryptoKey>>();

/** The roster's public key for WebCrypto, imported once per key. */
export function importRosterKey(publicKey: string): Promise<CryptoKey> {
  let key = keys.get(publicKey);
  if (!key) {
    key = importPersonalCodeKey(publicKey);
    keys.set(publicKey, key);
    key.catch(() => keys.delete(publicKey));
  }
  return key;
}
