import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { byName } from '#shared/rules/name-order.ts';

/**
 * The directory is written in name order (#shared/rules/name-order.ts, by the device's locale) (a record keeps its insertion order through IndexedDB),
 * so sorting it again when read back, offline on a slow phone, finds it sorted in one pass.
 */
export function sortedByName(people: Record<string, DirectoryPerson>): Record<string, DirectoryPerson> {
  const sorted: Record<string, DirectoryPerson> = {};
  for (const person of Object.values(people).sort(byName)) sorted[person.attendeeId] = person;
  return sorted;
}
