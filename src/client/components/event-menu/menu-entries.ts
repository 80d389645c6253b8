import type { FeatureFlagName, FeatureFlags } from '#shared/contracts/event.ts';
import type { Permission } from '#shared/rules/permissions.ts';
import { featureOfRoute } from '#client/lib/feature-routes.ts';

// The event menu: which tiles and entries exist, each behind the feature flag its page follows
// (lib/feature-routes.ts, the map the attendee layout reads too), so a feature the organizer
// switched off has no way in, and what the menu shows always opens.
// The event console's preview renders these same lists, so it cannot drift from the menu.
type EventMenuPath =
  | '/event/$eventId'
  | '/event/$eventId/schedule'
  | '/event/$eventId/attendees'
  | '/event/$eventId/posts'
  | '/event/$eventId/me'
  | '/event/$eventId/activities'
  | '/event/$eventId/bingo'
  | '/event/$eventId/meetings'
  | '/event/$eventId/polls'
  | '/event/$eventId/feedback'
  | '/event/$eventId/album'
  | '/event/$eventId/exhibitors'
  | '/event/$eventId/sponsors'
  | '/event/$eventId/console'
  | '/event/$eventId/console/people';

export interface EventMenuEntry {
  key: string;
  label: string;
  to: EventMenuPath;
  search?: { filter: string };
  /** The flag its page follows (from featureOfRoute); none: always offered. */
  flag?: FeatureFlagName;
}

type EntryInput = Omit<EventMenuEntry, 'flag'>;

/** An entry behind the switch its page follows. */
function entry(input: EntryInput): EventMenuEntry {
  const flag = featureOfRoute(input.to, input.search)?.flag;
  return flag ? { ...input, flag } : input;
}

export interface EventMenuSection {
  title: string;
  entries: EventMenuEntry[];
}

const tiles: EventMenuEntry[] = [
  entry({ key: 'schedule', label: 'Schedule', to: '/event/$eventId/schedule', search: { filter: 'all' } }),
  entry({ key: 'attendees', label: 'Attendees', to: '/event/$eventId/attendees', search: { filter: 'all' } }),
  entry({ key: 'updates', label: 'Updates', to: '/event/$eventId/posts' }),
];

const sections: EventMenuSection[] = [
  { title: 'Attendee', entries: [entry({ key: 'me', label: 'My Profile', to: '/event/$eventId/me' })] },
  {
    title: 'Connect',
    entries: [
      entry({ key: 'activities', label: 'Activities', to: '/event/$eventId/activities' }),
      entry({ key: 'bingo', label: 'Networking Bingo', to: '/event/$eventId/bingo' }),
      entry({ key: 'meetings', label: 'Meetings', to: '/event/$eventId/meetings' }),
      // Polls have no switch of their own: they follow feedback (lib/feature-routes.ts).
      entry({ key: 'polls', label: 'Polls', to: '/event/$eventId/polls' }),
      entry({ key: 'feedback', label: 'Feedback', to: '/event/$eventId/feedback' }),
      entry({ key: 'album', label: 'Album', to: '/event/$eventId/album' }),
    ],
  },
  {
    title: 'Explore',
    entries: [
      entry({ key: 'details', label: 'Event Details', to: '/event/$eventId' }),
      entry({ key: 'exhibitors', label: 'Exhibitors', to: '/event/$eventId/exhibitors' }),
      entry({ key: 'speakers', label: 'Speakers', to: '/event/$eventId/attendees', search: { filter: 'speakers' } }),
      entry({ key: 'sponsors', label: 'Sponsors', to: '/event/$eventId/sponsors' }),
    ],
  },
];

/** Entries for the people who run the event, each behind the permission its page needs. */
const organizerEntries: Array<EventMenuEntry & { permission: Permission }> = [
  { key: 'console', label: 'Event console', to: '/event/$eventId/console', permission: 'Event::Event::Update' },
  { key: 'people', label: 'People & invitations', to: '/event/$eventId/console/people', permission: 'Event::Invitation::Read' },
];

const enabled = (flags: FeatureFlags) => (entry: EventMenuEntry) => entry.flag === undefined || flags[entry.flag];

export function eventQuickTiles(flags: FeatureFlags): EventMenuEntry[] {
  return tiles.filter(enabled(flags));
}

/** Sections keep only enabled entries; a section left empty is not shown at all. */
export function eventMenuSections(flags: FeatureFlags): EventMenuSection[] {
  return sections
    .map((section) => ({ ...section, entries: section.entries.filter(enabled(flags)) }))
    .filter((section) => section.entries.length > 0);
}

/** The Organizer section: only for viewers allowed to open the console (never in the attendee preview). */
export function organizerMenuSections(permissions: readonly Permission[]): EventMenuSection[] {
  const entries = organizerEntries.filter((entry) => permissions.includes(entry.permission)).map(({ permission: _permission, ...entry }) => entry);
  return entries.length > 0 ? [{ title: 'Organizer', entries }] : [];
}
