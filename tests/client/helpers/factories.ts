import type { Account } from '#shared/contracts/account.ts';
import type { FeatureFlags, HallwayEvent } from '#shared/contracts/event.ts';
import type { AppNotification } from '#shared/contracts/notification.ts';

export const allFlagsOff: FeatureFlags = {
  enableSchedule: false,
  enableAttendeeList: false,
  enableActivities: false,
  enableBingo: false,
  enablePosts: false,
  enableAlbum: false,
  enableExhibitors: false,
  enableFeedback: false,
  enableSponsors: false,
  enableMeetings: false,
};

export function makeEvent(overrides: Partial<HallwayEvent> = {}): HallwayEvent {
  return {
    ...allFlagsOff,
    id: '5eed0000-0000-4000-8000-000000000001',
    name: 'Northern Lights Summit',
    picture: null,
    description: 'A test event.',
    venue: 'Main hall',
    address: '',
    timeZone: 'America/Toronto',
    themePrimary: 'green',
    themeGray: 'cool-gray',
    organization: null,
    startsAt: 1_795_000_000,
    endsAt: 1_795_020_000,
    joinPolicy: 'open',
    published: true,
    membership: { attendeeId: '5eed0000-0000-4000-8000-0000000000a1', role: 'attendee' },
    joinCode: null,
    viewerPermissions: ['Event::Event::Read', 'Event::Member::Read'],
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '5eed0000-0000-4000-8000-0000000000b1',
    email: 'dana@example.test',
    firstName: 'Dana',
    lastName: 'Demo',
    picture: null,
    links: [],
    createdAt: 1_795_000_000,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    read: false,
    archive: false,
    createdAt: 1_795_000_000,
    updatedAt: 1_795_000_000,
    timestamp: 1_795_000_000,
    deliveredAt: null,
    topicName: 'announcement',
    payload: { title: 'Room change', body: 'The keynote moved to Hall B.' },
    ...overrides,
  };
}
