import type { Connection } from '#shared/contracts/connections.ts';

// Pure helpers over the cached list (newest first), for the results the outbox brings back.

export function sortNewestFirst(connections: readonly Connection[]): Connection[] {
  return [...connections].sort((a, b) => b.connectedAt - a.connectedAt);
}

/** Puts the server's copy of a connection into the list, replacing the one with the same person. */
export function upsertConnection(connections: readonly Connection[], next: Connection): Connection[] {
  const others = connections.filter((c) => c.id !== next.id && c.person.accountId !== next.person.accountId);
  return sortNewestFirst([next, ...others]);
}

export function removeConnectionFrom(connections: readonly Connection[], accountId: string): Connection[] {
  return connections.filter((c) => c.person.accountId !== accountId);
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
