// Bounds for every time a client sends. JavaScript dates stop at ±8.64e15 ms: a larger number
// passes "an integer" but throws "Invalid time value" once the server makes a Date of it (a 500
// for a request that is simply wrong). No zod here, so the page can use the same numbers.

/** 2200-01-01T00:00:00Z: later than any event, device clock or cursor this app will see. */
export const latestUnixMillis = Date.UTC(2200, 0, 1);
export const latestUnixSeconds = latestUnixMillis / 1000;

/**
 * 2000-01-01T00:00:00Z, for times people choose (event and session times). Times devices record
 * (a scan, an undo) have no such floor: a phone whose clock reset after a flat battery may say
 * 1970, and its check-ins must still be kept.
 */
export const earliestChosenUnixSeconds = Date.UTC(2000, 0, 1) / 1000;

export const chosenTimeMessage = 'Choose a date between the years 2000 and 2199';
