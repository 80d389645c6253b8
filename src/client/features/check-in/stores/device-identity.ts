import type { DeviceIdentity } from '../roster-schemas.ts';
import { readDevice, writeDevice } from './device-storage.ts';

// A door device names itself once: a random id (kept, so the organizer's list shows each
// phone once however often it syncs) and a label staff can change ("Gate B").

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function newDevice(): DeviceIdentity {
  const deviceId = randomHex(16);
  return { deviceId, deviceLabel: `Door ${deviceId.slice(0, 4).toUpperCase()}` };
}

let loading: Promise<DeviceIdentity> | null = null;

/** This device's identity, made and saved the first time it is asked for. */
export function loadDevice(): Promise<DeviceIdentity> {
  loading ??= readDevice().then(async (saved) => {
    if (saved) return saved;
    const made = newDevice();
    await writeDevice(made).catch((error: unknown) => console.error('Could not save the device id', error));
    return made;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** After a rename, so the next event opened shows the new name. */
export function rememberDevice(device: DeviceIdentity): void {
  loading = Promise.resolve(device);
}

/** Tests start each case from a blank device. */
export function forgetLoadedDevice(): void {
  loading = null;
}
