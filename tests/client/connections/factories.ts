import type { Connection } from '#shared/contracts/connections.ts';

let counter = 0;

/** A connection as connection.list answers it; ids differ per call. */
export function makeConnection(overrides: { person?: Partial<Connection['person']> } & Partial<Omit<Connection, 'person'>> = {}): Connection {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  const { person, ...rest } = overrides;
  return {
    id: `c0000000-0000-4000-8000-${suffix}`,
    person: {
      accountId: `a0000000-0000-4000-8000-${suffix}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      handle: 'ada',
      headline: 'Analyst of engines',
      company: 'Analytical Engines Ltd',
      picture: null,
      links: [],
      ...person,
    },
    note: '',
    connectedAt: 1_795_000_000_000,
    event: null,
    ...rest,
  };
}
