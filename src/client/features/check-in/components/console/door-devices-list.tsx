import type { CheckInOverview } from '#shared/contracts/check-in.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { skewText, whenText } from './overview-rows.ts';

/** Each door phone, when it last reached the server, how many scans it sent, and whether its clock is off. */
export function DoorDevicesList({ devices }: { devices: CheckInOverview['devices'] }) {
  return (
    <section aria-labelledby="door-devices" className={card}>
      <h2 id="door-devices" className="text-lg font-semibold">
        Door devices
      </h2>
      {devices.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">No device has downloaded the roster yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
          {devices.map((device) => (
            <li key={device.deviceId} className="flex flex-wrap items-baseline justify-between gap-2 py-3" data-device={device.deviceId}>
              <p className="font-semibold">{device.label}</p>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Last synced {whenText(device.lastSyncAt)} · {device.scans === 1 ? '1 scan' : `${device.scans.toLocaleString('en-CA')} scans`}
              </p>
              {device.clockSkewMs === null ? null : (
                <p className="w-full text-sm font-semibold text-amber-800 dark:text-amber-300" data-clock-skew={device.clockSkewMs}>
                  Clock {skewText(device.clockSkewMs)}: set this phone’s date and time to automatic
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
