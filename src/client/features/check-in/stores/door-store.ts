import { create } from 'zustand';
import type { RosterIndex } from '../roster-model.ts';
import type { DeviceIdentity, LocalAction, StoredRoster } from '../roster-schemas.ts';

// The door device's state for the event open on this page. IndexedDB is the truth across
// reloads (stores/device-storage.ts); this store is what the screens read synchronously, so a
// scan is judged and shown without waiting for any storage or network.

export type DownloadProgress = { phase: 'roster' } | { phase: 'photos'; done: number; total: number };

export interface DoorState {
  eventId: string | null;
  /** loading: reading the device; ready: roster here; empty: none on this device yet. */
  status: 'idle' | 'loading' | 'ready' | 'empty';
  roster: StoredRoster | null;
  local: LocalAction[];
  index: RosterIndex | null;
  /** The imported public key of the roster (null until imported, or when it failed). */
  key: CryptoKey | null;
  device: DeviceIdentity | null;
  download: DownloadProgress | null;
  /** Why the last download or poll failed, in plain words; null when it went fine. */
  syncError: string | null;
  /** A problem saving a check-in on this device ("Not saved: this device's storage is full"). */
  saveError: string | null;
  /** The name this device last gave the open event's organizers, and when (device clock). */
  registered: { deviceId: string; label: string; at: number } | null;
}

export const initialDoorState: DoorState = {
  eventId: null,
  status: 'idle',
  roster: null,
  local: [],
  index: null,
  key: null,
  device: null,
  download: null,
  syncError: null,
  saveError: null,
  registered: null,
};

export const useDoorStore = create<DoorState>()(() => initialDoorState);

/** For tests: forget everything between cases. */
export function resetDoorStore(): void {
  useDoorStore.setState(initialDoorState, true);
}
