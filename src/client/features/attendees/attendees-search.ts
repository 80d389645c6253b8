import * as z from 'zod/mini';

// /event/{eventId}/attendees?filter=all|speakers&q=…&role=…&interest=…
// The URL is untrusted: malformed fields are dropped, never an error; a missing filter is
// redirected to all, so every list URL names its filter.
const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const attendeeFilters = ['all', 'speakers'] as const;
// Spelled out rather than imported from the contracts, which would bring classic zod along.
export const attendeeRoles = ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'] as const;

export const attendeesSearch = z.object({
  filter: dropped(z.enum(attendeeFilters)),
  q: dropped(z.string().check(z.maxLength(120))),
  role: dropped(z.enum(attendeeRoles)),
  interest: dropped(z.string().check(z.maxLength(80))),
});
export type AttendeesSearch = z.infer<typeof attendeesSearch>;
