import type { DeviceIdentity } from '../roster-schemas.ts';
import { isOpen } from './door-commit.ts';
import { useDoorStore } from './door-store.ts';

// The organizers' list of door devices is written by a mutation, never by the roster reads
// (GET requests a crafted link could make). A device names itself when it downloads the
// roster, when its name changed since, and now and then while it polls, so "last synced"
// stays true for a door that only watches.

/** How often a polling door tells the organizers it is still there. */
const registerAgainMs = 5 * 60 * 1000;

export type RegisterDeviceCall = (input: { eventId: string; deviceId: string; deviceLabel: string; pendingScans?: number }) => Promise<unknown>;

/** Scans made on this device for the open event that the server has not answered yet (the organizers' readiness page counts them). */
function pendingScans(eventId: string): number | undefined {
  if (!isOpen(eventId)) return undefined;
  return useDoorStore.getState().local.filter((action) => action.kind === 'check-in' && action.state === 'pending').length;
}

function isDue(device: DeviceIdentity, now: number): boolean {
  const last = useDoorStore.getState().registered;
  return !last || last.deviceId !== device.deviceId || last.label !== device.deviceLabel || now - last.at >= registerAgainMs;
}

/**
 * Lists this device for the open event's organizers (always with `force`, else only when due).
 * A failure is not the door's problem: it keeps working, and the next poll tries again.
 */
export async function registerDevice(call: RegisterDeviceCall, eventId: string, device: DeviceIdentity, options: { force?: boolean } = {}): Promise<void> {
  const now = Date.now();
  if (!options.force && !isDue(device, now)) return;
  try {
    const pending = pendingScans(eventId);
    await call({ eventId, ...device, ...(pending === undefined ? {} : { pendingScans: pending }) });
    if (isOpen(eventId)) useDoorStore.setState({ registered: { deviceId: device.deviceId, label: device.deviceLabel, at: now } });
  } catch (error) {
    console.warn('Could not list this door device for the organizers', error);
  }
}
