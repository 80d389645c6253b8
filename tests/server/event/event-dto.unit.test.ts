import { describe, expect, it, vi } from 'vitest';
import type { EventRow } from '#server/db/schema/events.ts';
import type { EventAccess } from '#server/services/access/event-access.ts';
import { toEventDto } from '#server/services/events/event-dto.ts';
import type { EventRole } from '#shared/contracts/event.ts';
import { permissionsFor } from '#shared/rules/permissions.ts';

const row: EventRow = {
  id: '5eed0000-0000-4000-8000-000000000099',
  organizationId: null,
  name: 'Colourful',
  description: '',
  venue: '',
  address: '',
  timeZone: 'UTC',
  pictureSrc: null,
  themePrimary: 'purple',
  themeGray: 'slate',
  startsAt: new Date('2027-01-01T10:00:00Z'),
  endsAt: new Date('2027-01-01T18:00:00Z'),
  joinPolicy: 'code',
  joinCode: 'ABCD2345',
  published: true,
  enableSchedule: true,
  enableAttendeeList: false,
  enableActivities: false,
  enableBingo: false,
  enablePosts: false,
  enableAlbum: false,
  enableExhibitors: false,
  enableFeedback: false,
  enableSponsors: false,
  enableMeetings: false,
  createdAt: new Date(),
  updatedAt: new Date(),
};

function access(overrides: Partial<EventRow>, eventRole: EventRole): EventAccess {
  return {
    event: { ...row, ...overrides },
    organization: null,
    membership: { attendeeId: '5eed0000-0000-4000-8000-0000000000a9', role: eventRole },
    organizationRole: null,
    permissions: permissionsFor({ eventRole }),
    visible: true,
  };
}

describe('toEventDto', () => {
  it('keeps palette colours and warns about none', () => {
    const warn = vi.fn();
    expect(toEventDto(access({}, 'attendee'), warn)).toMatchObject({ themePrimary: 'purple', themeGray: 'slate' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to green and cool gray for unknown colour names and reports each', () => {
    const warn = vi.fn();
    expect(toEventDto(access({ themePrimary: 'hot-pink', themeGray: 'purple' }, 'attendee'), warn)).toMatchObject({ themePrimary: 'green', themeGray: 'cool-gray' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('hot-pink');
  });

  it('shows the join code to managers only, and lists the viewer’s permissions in catalogue order', () => {
    expect(toEventDto(access({}, 'attendee')).joinCode).toBeNull();
    // Staff also write updates from the floor and look after their own.
    expect(toEventDto(access({}, 'staff')).viewerPermissions).toEqual([
      'Event::Event::Read',
      'Event::Member::Read',
      'Event::CheckIn::Create',
      'Event::CheckIn::Read',
      'Event::Post::Create',
      'Event::Post::UpdateOwn',
      'Event::Post::DeleteOwn',
    ]);
    expect(toEventDto(access({}, 'organizer')).joinCode).toBe('ABCD2345');
  });
});
