import { describe, expect, it } from 'vitest';
import { filterConnections } from '#client/features/connections/filter-connections.ts';
import { makeConnection } from './factories.ts';

describe('filtering my connections', () => {
  const jose = makeConnection({ person: { firstName: 'José', lastName: 'Núñez', company: 'Café Ltd', headline: 'Barista' } });
  const zoe = makeConnection({ person: { firstName: 'Zoë', lastName: 'Brontë', company: 'Moors', headline: 'Writer' }, note: 'Met at the Ünconference' });

  it('ignores accents and case, in the connection and in the query, note included', () => {
    expect(filterConnections([jose, zoe], 'jose').map((found) => found.id)).toEqual([jose.id]);
    expect(filterConnections([jose, zoe], 'CAFE barista').map((found) => found.id)).toEqual([jose.id]);
    expect(filterConnections([jose, zoe], 'unconference').map((found) => found.id)).toEqual([zoe.id]);
  });

  it('needs every word, and an empty query keeps everyone', () => {
    expect(filterConnections([jose, zoe], 'jose writer')).toEqual([]);
    expect(filterConnections([jose, zoe], undefined)).toEqual([jose, zoe]);
  });
});
