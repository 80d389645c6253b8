import type { Connection } from '#shared/contracts/connections.ts';

/** Lower case without accents, so "jose" finds "José" and "ZOE" finds "Zoë". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Connections whose name, company, headline or note contain every word of the query. */
export function filterConnections(connections: readonly Connection[], query: string | undefined): Connection[] {
  const words = foldForSearch(query ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...connections];
  return connections.filter(({ person, note }) => {
    const haystack = foldForSearch([person.firstName, person.lastName, person.company, person.headline, note].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
