import * as z from 'zod/mini';
import type { EventListFilter } from '#shared/contracts/event.ts';
import type { EventMemberRole } from '#shared/rules/permissions.ts';

// The URL is untrusted input. These are zod/mini schemas, which TanStack Router
// takes directly as Standard Schema validators. Every field falls back to "absent" when it is
// malformed, so a hostile link never crashes a page: the route then applies its default.
// They live in the first bundle (route definitions), hence zod/mini rather than classic zod.

/** A field that is dropped (undefined) instead of failing when it does not match. */
function optionalOrDropped<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

export const eventListFilters = ['upcoming', 'past', 'all'] as const satisfies readonly EventListFilter[];

export const redirectSearch = z.object({ redirectTo: optionalOrDropped(z.string().check(z.maxLength(2048))) });

export const resetPasswordSearch = z.object({ token: optionalOrDropped(z.string().check(z.maxLength(200))) });

/** /events; a bare or malformed filter is redirected to filter=upcoming by the route. */
export const eventListSearch = z.object({ filter: optionalOrDropped(z.enum(eventListFilters)) });

/** Schedule, attendees and questions filters; a bare path gets filter=all. */
export const listFilterSearch = z.object({
  filter: optionalOrDropped(z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[a-z0-9_-]+$/i))),
});

/** Event ids in paths are UUIDs, as on the server (src/shared/contracts/common.ts idSchema). */
export const eventIdParam = z.uuid();

/** /events/new?organization=<id>: the organization to create the event in (from its page). */
export const newEventSearch = z.object({ organization: optionalOrDropped(z.uuid()) });

const organizationTabs = ['events', 'members', 'settings'] as const;
/** /org/$handle?invitation=TOKEN (from the invitation email) and ?tab= for members. */
export const organizationPageSearch = z.object({
  invitation: optionalOrDropped(z.string().check(z.trim(), z.minLength(20), z.maxLength(200))),
  tab: optionalOrDropped(z.enum(organizationTabs)),
});

/** /join?token=… (an emailed invitation) or /join?code=… (a shared code). */
export const joinSearch = z.object({
  token: optionalOrDropped(z.string().check(z.trim(), z.minLength(20), z.maxLength(200))),
  code: optionalOrDropped(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
});

// Spelled out rather than imported from rules/permissions.ts, whose catalogue would ride along in the first bundle.
const eventRoleFilters = ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'] as const satisfies readonly EventMemberRole[];
/** The people console's list: search text, role and page live in the URL. */
export const peopleSearch = z.object({
  // Text the app writes stays text ("2026" goes out as "%222026%22"); a hand-typed ?q=2026 reads as a number and is dropped.
  q: optionalOrDropped(z.string().check(z.maxLength(120))),
  role: optionalOrDropped(z.enum(eventRoleFilters)),
  page: optionalOrDropped(z.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});
