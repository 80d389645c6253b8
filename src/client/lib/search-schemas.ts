import type { EventListFilter } from '#shared/contracts/event.ts';

// Search params are untrusted input: anything malformed is dropped rather than crashing the page.
// These validators run in the first bundle (route definitions). They are plain functions, not
// zod: zod (even zod/mini) adds ~20 kB gzip to a landing page whose budget is 130 kB.
type Search = Record<string, unknown>;

function text(value: unknown, maxLength: number): string | undefined {
  const string = typeof value === 'number' ? String(value) : value;
  return typeof string === 'string' && string.length > 0 && string.length <= maxLength ? string : undefined;
}

export const eventListFilters = ['upcoming', 'past', 'all'] as const satisfies readonly EventListFilter[];

export const redirectSearch = (search: Search): { redirectTo?: string } => ({ redirectTo: text(search.redirectTo, 2048) });

export const resetPasswordSearch = (search: Search): { token?: string } => ({ token: text(search.token, 200) });

export const eventListSearch = (search: Search): { filter?: EventListFilter } => ({
  filter: eventListFilters.find((filter) => filter === search.filter),
});

/** Schedule, attendees and questions filters; a bare path gets filter=all (spec §2). */
export const listFilterSearch = (search: Search): { filter?: string } => {
  const filter = text(search.filter, 40);
  return { filter: filter && /^[a-z0-9_-]+$/i.test(filter) ? filter : undefined };
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
