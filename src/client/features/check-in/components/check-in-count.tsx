import { useDoorStore } from '../stores/door-store.ts';

/** "12 / 340 checked in", from the roster on the device with this device's own scans applied. */
export function CheckInCount({ className = '' }: { className?: string }) {
  const checkedIn = useDoorStore((s) => s.index?.checkedIn ?? null);
  const total = useDoorStore((s) => s.index?.total ?? null);
  if (checkedIn === null || total === null) return null;
  return (
    <p className={className} data-checked-in={checkedIn} data-total={total}>
      <span className="font-bold tabular-nums">
        {checkedIn.toLocaleString('en-CA')} / {total.toLocaleString('en-CA')}
      </span>{' '}
      checked in
    </p>
  );
}
