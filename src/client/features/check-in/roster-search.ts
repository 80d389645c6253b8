import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { normaliseText } from '#client/lib/search-text.ts';

// Search by name at the door: when a code won't scan (cracked screen, sunlight) staff type a
// few letters. Accents and case are ignored, every word must match the start of a name part.

function words(person: RosterPerson): string[] {
  return normaliseText(`${person.firstName} ${person.lastName} ${person.company}`).split(/[\s\-'.]+/).filter(Boolean);
}

export function searchRoster(people: Iterable<RosterPerson>, query: string, limit = 20): RosterPerson[] {
  const terms = normaliseText(query).split(/\s+/).filter(Boolean);
  if (!terms.length) return [];
  const found: RosterPerson[] = [];
  for (const person of people) {
    const parts = words(person);
    if (terms.every((term) => parts.some((part) => part.startsWith(term)))) found.push(person);
  }
  return found
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'en-CA') || a.firstName.localeCompare(b.firstName, 'en-CA'))
    .slice(0, limit);
}
