import { del, get, set } from 'idb-keyval';
import { keyvalStore } from '#client/lib/idb-write-now.ts';
import { doorRecordPrefixes } from '#client/lib/forget-device-data.ts';
import type * as z from 'zod/mini';
import {
  deviceRecordVersion,
  deviceSchema,
  localLogSchema,
  storedRosterSchema,
  type DeviceIdentity,
  type LocalAction,
  type StoredRoster,
} from '../roster-schemas.ts';

// The door device's records in IndexedDB (idb-keyval's default database). The big roster and
// the small list of local actions are separate keys, so a scan rewrites a few hundred bytes,
// not five thousand people.

// Sign-out deletes everything under these prefixes (lib/forget-device-data.ts).
const [rosterPrefix, localPrefix] = doorRecordPrefixes;
const rosterKey = (eventId: string) => `${rosterPrefix}${eventId}`;
const localKey = (eventId: string) => `${localPrefix}${eventId}`;
const deviceKey = 'check-in:device';

/** Reads a record through its schema; anything that does not pass is deleted and reads as absent. */
async function readChecked<T>(key: string, schema: z.ZodMiniType<T>): Promise<T | null> {
  let value: unknown;
  try {
    value = await get(key, keyvalStore());
  } catch (error) {
    console.error('Could not read the door device storage', error);
    return null;
  }
  if (value === undefined) return null;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn(`Dropped an unreadable door record (${key}); it will be downloaded again.`);
  await del(key, keyvalStore()).catch(() => undefined);
  return null;
}

export function readRoster(eventId: string): Promise<StoredRoster | null> {
  return readChecked(rosterKey(eventId), storedRosterSchema).then((roster) => (roster?.eventId === eventId ? roster : null));
}

export function writeRoster(roster: StoredRoster): Promise<void> {
  return set(rosterKey(roster.eventId), roster, keyvalStore());
}

export async function readLocalActions(eventId: string): Promise<LocalAction[]> {
  return (await readChecked(localKey(eventId), localLogSchema))?.actions ?? [];
}

export function writeLocalActions(eventId: string, actions: LocalAction[]): Promise<void> {
  return set(localKey(eventId), { version: deviceRecordVersion, actions }, keyvalStore());
}

export async function readDevice(): Promise<DeviceIdentity | null> {
  const device = await readChecked(deviceKey, deviceSchema);
  return device ? { deviceId: device.deviceId, deviceLabel: device.deviceLabel } : null;
}

export function writeDevice(device: DeviceIdentity): Promise<void> {
  return set(deviceKey, { version: deviceRecordVersion, ...device }, keyvalStore());
}
