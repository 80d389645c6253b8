import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { normaliseText, queryTokens } from '#client/lib/search-text.ts';
import type { AttendeesSearch } from './attendees-search.ts';

// Search over the whole directory on the device (offline too) for up to 5,000 people: each
// person's search text (name, company, headline, interests) is normalised once per directory
// version, so a keystroke is a plain substring scan with no allocation per person.

export interface IndexedPerson {
  person: DirectoryPerson;
  text: string;
  interests: ReadonlySet<string>;
}

export interface PeopleIndex {
  people: IndexedPerson[];
  /** Interests by how many people follow them, most first (for the filter). */
  interests: string[];
}

const indexes = new WeakMap<object, PeopleIndex>();

export function indexPeople(people: Record<string, DirectoryPerson>): PeopleIndex {
  const cached = indexes.get(people);
  if (cached) return cached;
  const counts = new Map<string, number>();
  const indexed = Object.values(people)
    .map((person) => {
      const interests = new Set(person.interests.map((tag) => tag.toLowerCase()));
      for (const tag of interests) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      const text = normaliseText(`${person.firstName} ${person.lastName} ${person.company} ${person.headline} ${person.interests.join(' ')}`);
      return { person, text, interests };
    })
    .sort((a, b) => a.person.firstName.localeCompare(b.person.firstName) || a.person.lastName.localeCompare(b.person.lastName));
  const interests = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
  const index = { people: indexed, interests };
  indexes.set(people, index);
  return index;
}

export function searchPeople(index: PeopleIndex, search: AttendeesSearch): DirectoryPerson[] {
  const tokens = queryTokens(search.q ?? '');
  const role = search.filter === 'speakers' ? 'speaker' : search.role;
  const interest = search.interest?.toLowerCase();
  const found: DirectoryPerson[] = [];
  for (const entry of index.people) {
    if (role && entry.person.role !== role) continue;
    if (interest && !entry.interests.has(interest)) continue;
    if (tokens.length && !tokens.every((token) => entry.text.includes(token))) continue;
    found.push(entry.person);
  }
  return found;
}
