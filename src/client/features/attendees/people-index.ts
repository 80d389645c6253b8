import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { normaliseText, queryTokens } from '#client/lib/search-text.ts';
import { byName } from '#shared/rules/name-order.ts';
import type { AttendeesSearch } from './attendees-search.ts';

// Search over the whole directory on the device (offline too) for up to 5,000 people. The index
// is built once per directory version (a WeakMap on the people record): people sorted once by
// name, and each person's interests as a set. Their normalised search text (name, company,
// headline, interests) is only needed once someone types, so it is made on the first search, or
// earlier when the page is idle (warmSearchText): the first rows do not wait for it.

interface IndexedPerson {
  person: DirectoryPerson;
  interests: ReadonlySet<string>;
}

export interface PeopleIndex {
  /** Sorted by first name, then last name. */
  people: IndexedPerson[];
  /** Interests by how many people follow them, most first (for the filter). */
  interests: string[];
  /** The same order as `people`; null until the first search needs it. */
  texts: string[] | null;
}

const indexes = new WeakMap<object, PeopleIndex>();
const collator = new Intl.Collator();
const nonAscii = /[\u0080-\uffff]/;

/** normaliseText, without its Unicode normalisation for the (usual) plain ASCII text: same result. */
const normalise = (text: string) => (nonAscii.test(text) ? normaliseText(text) : text.toLowerCase());

export function indexPeople(people: Record<string, DirectoryPerson>): PeopleIndex {
  const cached = indexes.get(people);
  if (cached) return cached;
  const counts = new Map<string, number>();
  const indexed: IndexedPerson[] = [];
  for (const person of Object.values(people)) {
    const interests = new Set<string>();
    for (const tag of person.interests) interests.add(tag.toLowerCase());
    for (const tag of interests) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    indexed.push({ person, interests });
  }
  // Usually one pass: the directory is saved in this order (people-order.ts).
  indexed.sort((a, b) => byName(a.person, b.person));
  const interests = [...counts.entries()].sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0])).map(([tag]) => tag);
  const index: PeopleIndex = { people: indexed, interests, texts: null };
  indexes.set(people, index);
  return index;
}

/** The normalised search text of every person, made once per index. */
export function warmSearchText(index: PeopleIndex): string[] {
  index.texts ??= index.people.map(({ person }) => normalise(`${person.firstName} ${person.lastName} ${person.company} ${person.headline} ${person.interests.join(' ')}`));
  return index.texts;
}

export function searchPeople(index: PeopleIndex, search: AttendeesSearch): DirectoryPerson[] {
  const tokens = queryTokens(search.q ?? '');
  const role = search.filter === 'speakers' ? 'speaker' : search.role;
  const interest = search.interest?.toLowerCase();
  const texts = tokens.length ? warmSearchText(index) : null;
  const { people } = index;
  const found: DirectoryPerson[] = [];
  for (let i = 0; i < people.length; i++) {
    const entry = people[i]!;
    if (role && entry.person.role !== role) continue;
    if (interest && !entry.interests.has(interest)) continue;
    if (texts && !containsAll(texts[i]!, tokens)) continue;
    found.push(entry.person);
  }
  return found;
}

function containsAll(text: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!text.includes(token)) return false;
  return true;
}
