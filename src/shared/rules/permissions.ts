// Permissions are named Area::Resource::Action, with an "Own" variant for one's own
// records. This file is the one place they are defined and granted; the server enforces them,
// the client only uses them to decide what to show.

export const organizationRoles = ['owner', 'admin', 'organizer'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];

export const eventMemberRoles = ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'] as const;
export type EventMemberRole = (typeof eventMemberRoles)[number];

export const permissions = [
  'Account::Profile::Read',
  'Account::Profile::UpdateOwn',
  'Organization::Organization::Read',
  'Organization::Organization::Update',
  'Organization::Organization::Delete',
  'Organization::Member::Read',
  'Organization::Member::Invite',
  'Organization::Member::UpdateRole',
  'Organization::Member::Remove',
  'Organization::Member::RemoveOwn',
  'Organization::Event::Create',
  'Event::Event::Read',
  'Event::Event::Update',
  'Event::Event::Publish',
  'Event::Feature::Update',
  'Event::Member::Read',
  'Event::Member::Invite',
  'Event::Member::Import',
  'Event::Member::UpdateRole',
  'Event::Member::Remove',
  'Event::Member::Export',
  /** The people console: members with their emails and ticket types, and open invitations. */
  'Event::Invitation::Read',
  'Event::CheckIn::Create',
  'Event::CheckIn::Undo',
  'Event::CheckIn::Read',
  /** The schedule editor: sessions, rooms, tracks, speakers and the programme import. */
  'Event::Program::Update',
  /** The Q&A board of every session (a session's own speakers moderate theirs without it). */
  'Event::Question::Moderate',
  /** Updates (posts): write one; edit or delete any, or only one's own. */
  'Event::Post::Create',
  'Event::Post::Update',
  'Event::Post::UpdateOwn',
  'Event::Post::Delete',
  'Event::Post::DeleteOwn',
  /** Every poll of the event: create, edit, open, close, remove, and who voted what in named polls (a session's own speakers run theirs without it). */
  'Event::Poll::Manage',
  /** Every session's and the event's feedback, named where people did not choose anonymous, and its CSV. */
  'Event::Feedback::Read',
  /** Venue games (activities, networking bingo): set them up, pause, print codes, undo a wrongly recorded scan. */
  'Event::Game::Manage',
  /** The album: approve, hide or delete anyone's photo, the reports queue, approval before photos show, the zip of all photos. */
  'Event::Album::Moderate',
  /** Every exhibitor of the event: add, edit, remove, their teams, the CSV import (a stand's own team edits only theirs). */
  'Event::Exhibitor::Manage',
  /** Sponsors and their tiers, and the CSV import. */
  'Event::Sponsor::Manage',
  /** The offline readiness page: what phones hold, how many saved the event, door devices, the checklist. */
  'Event::Readiness::View',
  /** 1:1 meetings: windows, places and limits, the counts and the table plan. */
  'Event::Meeting::Manage',
] as const;
export type Permission = (typeof permissions)[number];

const eventManagement: Permission[] = [
  'Event::Event::Read',
  'Event::Event::Update',
  'Event::Event::Publish',
  'Event::Feature::Update',
  'Event::Member::Read',
  'Event::Member::Invite',
  'Event::Member::Import',
  'Event::Member::UpdateRole',
  'Event::Member::Remove',
  'Event::Member::Export',
  'Event::Invitation::Read',
  'Event::CheckIn::Create',
  'Event::CheckIn::Undo',
  'Event::CheckIn::Read',
  'Event::Program::Update',
  'Event::Question::Moderate',
  'Event::Post::Create',
  'Event::Post::Update',
  'Event::Post::Delete',
  'Event::Poll::Manage',
  'Event::Feedback::Read',
  'Event::Game::Manage',
  'Event::Album::Moderate',
  'Event::Exhibitor::Manage',
  'Event::Sponsor::Manage',
  'Event::Readiness::View',
  'Event::Meeting::Manage',
];

/** What each role in one event may do in that event. */
export const eventRoleGrants: Record<EventMemberRole, readonly Permission[]> = {
  attendee: ['Event::Event::Read', 'Event::Member::Read'],
  speaker: ['Event::Event::Read', 'Event::Member::Read'],
  exhibitor: ['Event::Event::Read', 'Event::Member::Read'],
  // Staff post from the floor (a room change, a lost badge) and look after their own updates only:
  // their console lists what their own feed holds plus their own updates (posts/managed-posts.ts).
  staff: ['Event::Event::Read', 'Event::Member::Read', 'Event::CheckIn::Create', 'Event::CheckIn::Read', 'Event::Post::Create', 'Event::Post::UpdateOwn', 'Event::Post::DeleteOwn'],
  organizer: eventManagement,
};

/**
 * What each organization role may do in the organization, and in every event it owns
 * (an organization's people run its events without joining each one).
 */
export const organizationRoleGrants: Record<OrganizationRole, readonly Permission[]> = {
  owner: [
    'Organization::Organization::Read',
    'Organization::Organization::Update',
    'Organization::Organization::Delete',
    'Organization::Member::Read',
    'Organization::Member::Invite',
    'Organization::Member::UpdateRole',
    'Organization::Member::Remove',
    'Organization::Member::RemoveOwn',
    'Organization::Event::Create',
    ...eventManagement,
  ],
  admin: [
    'Organization::Organization::Read',
    'Organization::Organization::Update',
    'Organization::Member::Read',
    'Organization::Member::Invite',
    'Organization::Member::Remove',
    'Organization::Member::RemoveOwn',
    'Organization::Event::Create',
    ...eventManagement,
  ],
  organizer: [
    'Organization::Organization::Read',
    'Organization::Member::Read',
    'Organization::Member::RemoveOwn',
    'Organization::Event::Create',
    ...eventManagement,
  ],
};

export interface Grants {
  eventRole?: EventMemberRole | null;
  organizationRole?: OrganizationRole | null;
}

/** The union of what a person's event role and organization role allow. */
export function permissionsFor({ eventRole, organizationRole }: Grants): ReadonlySet<Permission> {
  return new Set<Permission>([
    ...(eventRole ? eventRoleGrants[eventRole] : []),
    ...(organizationRole ? organizationRoleGrants[organizationRole] : []),
  ]);
}

export function can(grants: Grants, permission: Permission): boolean {
  return permissionsFor(grants).has(permission);
}
