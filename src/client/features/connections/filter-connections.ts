import type { Connection } from '#shared/contracts/connections.ts';
import { normaliseText } from '#client/lib/search-text.ts';


/** Connections whose name, company, headline or note contain every word of the query. */
export function filterConnections(connections: readonly Connection[], query: string | undefined): Connection[] {
  const words = normaliseText(query ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...connections];
  return connections.filter(({ person, note }) => {
    const haystack = normaliseText([person.firstName, person.lastName, person.company, person.headline, note].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
