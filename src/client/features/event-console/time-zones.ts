// The time-zone select: every IANA zone the browser knows (Intl.supportedValuesOf), grouped
// by region, plus UTC and the event's own zone should the browser not list them.

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function listTimeZones(...alwaysInclude: string[]): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([...zones, 'UTC', browserTimeZone(), ...alwaysInclude.filter(Boolean)])].sort((a, b) => a.localeCompare(b));
}

export interface TimeZoneGroup {
  region: string;
  zones: string[];
}

/** "America/Argentina/Salta" belongs to America; zones without a slash (UTC) go under Other. */
export function groupTimeZones(zones: readonly string[]): TimeZoneGroup[] {
  const groups = new Map<string, string[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? 'Other') : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups.entries()].map(([region, list]) => ({ region, zones: list }));
}

/** "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires". */
export function zoneCityLabel(zone: string): string {
  const parts = zone.split('/');
  const rest = parts.length > 1 ? parts.slice(1) : parts;
  return rest.join(' / ').replace(/_/g, ' ');
}
