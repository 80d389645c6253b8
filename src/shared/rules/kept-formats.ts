// One Intl.DateTimeFormat per use, zone and locale, for every reader of clocks and days (session
// times, schedule days, wall clocks, date lines): building one costs far more than using one (a
// CPU profile of a schedule's first visit on a slow phone put those built per card at ~0.05 s of
// its render, issue 35). Keys name every option their formatter reads, the zone always by its
// name: "the device's zone" is resolved first (deviceTimeZone), so a phone that travels to another
// zone while the app is open reads the new one's days, not the old one's kept formatter.

const kept = new Map<string, Intl.DateTimeFormat>();

/** The formatter kept under `key` (what it is for, its zone, its locale), built by `build` the first time. */
export function keptFormat(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = kept.get(key);
  if (!format) {
    format = build();
    kept.set(key, format);
  }
  return format;
}

/** Set only while the server draws a screen for a phone (src/client/server-render/): that phone's zone, not the server's. */
let drawnForZone: string | null = null;

/** The server's render of a first screen: the zone of the phone it draws for (null: done). */
export function drawForTimeZone(zone: string | null): void {
  drawnForZone = zone;
}

/** The device's own time zone now (asked each time: it changes when the phone travels). */
export function deviceTimeZone(): string {
  return drawnForZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}
