// A door device's clock is believed only so far. Offline scans reach the server late, so a
// device time well before receipt is normal; one after receipt is not (a few minutes of drift
// aside). Held to this window, a phone set years ahead cannot hold the earliest check-in for
// ever, and one reset to 1970 cannot jump ahead of every other door.

/** A door device may reach the server up to a week after it scanned (an event's length). */
const deviceTimeBehindMs = 7 * 24 * 60 * 60 * 1000;
/** Phones drift; five minutes ahead is still believable. */
export const deviceTimeAheadMs = 5 * 60 * 1000;

export interface EffectiveTime {
  /** The device time held to [receivedAt − a week, receivedAt + five minutes]. */
  at: Date;
  /** Whether the device time was outside the window (its clock is wrong, or it was offline for over a week). */
  skewed: boolean;
}

export function effectiveTime(deviceAt: Date, receivedAt: Date): EffectiveTime {
  const earliest = receivedAt.getTime() - deviceTimeBehindMs;
  const latest = receivedAt.getTime() + deviceTimeAheadMs;
  const device = deviceAt.getTime();
  const at = Math.min(Math.max(device, earliest), latest);
  return { at: new Date(at), skewed: at !== device };
}
