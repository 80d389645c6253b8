import * as z from 'zod/mini';

// /event/{eventId}/schedule?filter=all|mine&day=2026-11-22&track=…&room=…&q=…
// The URL is untrusted: a malformed field is dropped, never an error; a
// missing filter is redirected to filter=all by the route, so every list URL names its filter.
const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const label = z.string().check(z.maxLength(120));

const scheduleFilters = ['all', 'mine'] as const;

export const scheduleSearch = z.object({
  filter: dropped(z.enum(scheduleFilters)),
  day: dropped(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  track: dropped(label),
  room: dropped(label),
  q: dropped(label),
});
export type ScheduleSearch = z.infer<typeof scheduleSearch>;
