// Interests, "looking for" and "offers" are compared without case everywhere (matching,
// filters, search). Profiles store them in this one canonical form, so the database can match
// tags with plain equality (and array overlap) instead of lower-casing every member's tags on
// every query: that is what keeps matches for a 5,000-attendee event within its budget.

/** Trimmed, lower-cased, empty ones dropped, first occurrence kept, order otherwise unchanged. */
export function canonicalTags(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim().toLowerCase()).filter((value) => value !== ''))];
}
