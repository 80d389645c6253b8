// The attendee list's order: first name, then last name, by the locale's collation. One collator
// rather than localeCompare per comparison. The server's first page of the directory
// (services/attendees/directory-first-page.ts) and the phone's list sort alike.
const collator = new Intl.Collator();

export function byName(a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }): number {
  return collator.compare(a.firstName, b.firstName) || collator.compare(a.lastName, b.lastName);
}
