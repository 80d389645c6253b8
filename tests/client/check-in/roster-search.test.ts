import { describe, expect, it } from 'vitest';
import { searchRoster } from '#client/features/check-in/roster-search.ts';
import type { RosterPerson } from '#shared/contracts/check-in.ts';

const person = (firstName: string, lastName: string, company = ''): RosterPerson => ({
  accountId: `00000000-0000-4000-8000-${String(firstName.length * 1000 + lastName.length).padStart(12, '0')}`,
  attendeeId: '00000000-0000-4000-8000-000000000001',
  firstName,
  lastName,
  company,
  picture: null,
  role: 'attendee',
  ticketType: 'General',
  checkIn: null,
});

describe('searching the roster by name at the door', () => {
  const roster = [person('José', 'Núñez', 'Café Ltd'), person('Zoë', 'Brontë'), person('Ada', 'Lovelace', 'Analytical')];

  it('ignores accents and case, in names and in what staff type', () => {
    expect(searchRoster(roster, 'jose').map((found) => found.lastName)).toEqual(['Núñez']);
    expect(searchRoster(roster, 'ZOE BRON').map((found) => found.firstName)).toEqual(['Zoë']);
    expect(searchRoster(roster, 'Zoë').map((found) => found.firstName)).toEqual(['Zoë']);
    expect(searchRoster(roster, 'cafe').map((found) => found.firstName)).toEqual(['José']);
  });

  it('matches the start of a name part only, every word', () => {
    expect(searchRoster(roster, 'ove')).toEqual([]);
    expect(searchRoster(roster, 'ada zoe')).toEqual([]);
    expect(searchRoster(roster, '  ')).toEqual([]);
  });
});
