import { isSingleLineText } from '#shared/rules/text-characters.ts';
import { writeDevice } from './device-storage.ts';
import { rememberDevice } from './device-identity.ts';
import { useDoorStore } from './door-store.ts';

/** Staff name the device after their door ("Gate B"); the organizer's list and amber screens show it. */
export async function renameDevice(label: string): Promise<boolean> {
  const device = useDoorStore.getState().device;
  const deviceLabel = label.trim();
  // The server refuses every scan whose label breaks its contract: check the same rule here.
  if (!device || deviceLabel.length < 1 || deviceLabel.length > 40 || !isSingleLineText(deviceLabel)) return false;
  const next = { ...device, deviceLabel };
  useDoorStore.setState({ device: next });
  rememberDevice(next);
  await writeDevice(next).catch((error: unknown) => console.error('Could not save the device name', error));
  return true;
}
