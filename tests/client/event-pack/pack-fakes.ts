import type { Session } from '#shared/contracts/schedule.ts';
import type { DirectoryPerson, Match } from '#shared/contracts/attendees.ts';
import type { EventPackApi } from '#client/lib/event-pack/pack-api.ts';
import type { Activity } from '#shared/contracts/activities.ts';

export const eventId = '5eed0000-0000-4000-8000-000000000001';

/** A UUID-shaped id from a number, so fixtures read as "person 7", "session 3". */
export const uuid = (kind: 'a' | 'b' | 'c', n: number) => `5eed0000-0000-4000-8000-${kind}${String(n).padStart(11, '0')}`;

export function makeSession(n: number, overrides: Partial<Session> = {}): Session {
  return {
    id: uuid('c', n),
    eventId,
    title: `Session ${n}`,
    description: '',
    room: 'Hall A',
    track: 'Main',
    startsAt: 1_795_000_000 + n * 3600,
    endsAt: 1_795_000_000 + n * 3600 + 1800,
    speakers: [],
    updatedAt: 1,
    ...overrides,
  };
}

export function makePerson(n: number, overrides: Partial<DirectoryPerson> = {}): DirectoryPerson {
  return {
    attendeeId: uuid('a', n),
    handle: null,
    firstName: `Person${n}`,
    lastName: 'Test',
    headline: '',
    company: '',
    picture: null,
    role: 'attendee',
    interests: [],
    lookingFor: [],
    offers: [],
    updatedAt: 1,
    ...overrides,
  };
}

export function makeMatch(person: DirectoryPerson, overrides: Partial<Match> = {}): Match {
  return {
    person,
    score: 4,
    reasons: { sharedInterests: ['rust'], theyOffer: ['mentoring'], iOffer: [] },
    explanation: 'You both follow rust; they offer mentoring, which you are looking for',
    ...overrides,
  };
}

/** A server with one cursor: answers full the first time, then whatever the test queued as the delta. */
export function fakePackApi(initial: { sessions?: Session[]; people?: DirectoryPerson[]; matches?: Match[]; agenda?: string[]; timeZone?: string } = {}) {
  const calls: Array<{ what: string; input: unknown }> = [];
  const state = {
    sessions: initial.sessions ?? [],
    people: initial.people ?? [],
    matches: initial.matches ?? [],
    agenda: initial.agenda ?? [],
    removedSessionIds: [] as string[],
    removedAttendeeIds: [] as string[],
    cursor: 100,
    prizeText: '',
    activities: [] as Activity[],
  };
  const api: EventPackApi = {
    schedule: async (input) => {
      calls.push({ what: 'schedule', input });
      const full = input.since === undefined;
      return { eventId, timeZone: initial.timeZone ?? 'Europe/Berlin', sessions: state.sessions, removedSessionIds: full ? [] : state.removedSessionIds, full, cursor: state.cursor };
    },
    directory: async (input) => {
      calls.push({ what: 'directory', input });
      const full = input.since === undefined;
      return { eventId, people: state.people, removedAttendeeIds: full ? [] : state.removedAttendeeIds, full, cursor: state.cursor };
    },
    matches: async (input) => {
      calls.push({ what: 'matches', input });
      return { matches: state.matches, computedAt: 1 };
    },
    agenda: async (input) => {
      calls.push({ what: 'agenda', input });
      return { programIds: state.agenda, feedUrl: '/api/agenda/secret-token.ics' };
    },
    dismissMatch: async (input) => {
      calls.push({ what: 'dismiss', input });
      return { ok: true };
    },
    polls: async (input) => {
      calls.push({ what: 'polls', input });
      return { eventId, polls: [] };
    },
    exhibitors: async (input) => {
      calls.push({ what: 'exhibitors', input });
      return { eventId, exhibitors: [] };
    },
    sponsors: async (input) => {
      calls.push({ what: 'sponsors', input });
      return { eventId, tiers: [], sponsors: [] };
    },
    album: async (input) => {
      calls.push({ what: 'album', input });
      return { eventId, photos: [] };
    },
    activities: async (input) => {
      calls.push({ what: 'activities', input });
      return { eventId, prizeText: state.prizeText, activities: state.activities };
    },
    posts: async () => ({ eventId, posts: [] }),
    postsReadState: async () => ({ seenUpTo: null }),
  };
  return { api, state, calls };
}
