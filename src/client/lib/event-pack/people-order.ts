import type { DirectoryPerson } from '#shared/contracts/attendees.ts';

// The attendee list's order: first name, then last name, by the device's locale. One collator
// rather than localeCompare per comparison.
const collator = new Intl.Collator();

export function byName(a: DirectoryPerson, b: DirectoryPerson): number {
  return collator.compare(a.firstName, b.firstName) || collator.compare(a.lastName, b.lastName);
}

/**
 * The directory is written in that order (a record keeps its insertion order through IndexedDB),
 * so sorting it again when read back, offline on a slow phone, finds it sorted in one pass.
 */
export function sortedByName(people: Record<string, DirectoryPerson>): Record<string, DirectoryPerson> {
  const sorted: Record<string, DirectoryPerson> = {};
  for (const person of Object.values(people).sort(byName)) sorted[person.attendeeId] = person;
  return sorted;
}
