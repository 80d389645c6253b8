import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Permission } from '#shared/rules/permissions.ts';

// The event DTO says what the viewer may do (viewerPermissions, from rules/permissions.ts).
// The page only shows or hides with it; the server checks every call anyway.

export function hasEventPermission(event: Pick<HallwayEvent, 'viewerPermissions'>, permission: Permission): boolean {
  return event.viewerPermissions.includes(permission);
}

/** The event console is for those who may change the event (its organizers, and its organization's people). */
export function canManageEvent(event: Pick<HallwayEvent, 'viewerPermissions'>): boolean {
  return hasEventPermission(event, 'Event::Event::Update');
}

/**
 * Who gets into /event/$eventId/console at all: those who run the event, and door staff, who
 * see only its Check-in page (the live count, recent scans and door devices).
 */
export function canOpenConsole(event: Pick<HallwayEvent, 'viewerPermissions'>): boolean {
  return canManageEvent(event) || hasEventPermission(event, 'Event::CheckIn::Read');
}

/** The people console: members with their emails, and open invitations. */
export function canManagePeople(event: Pick<HallwayEvent, 'viewerPermissions'>): boolean {
  return hasEventPermission(event, 'Event::Invitation::Read');
}
