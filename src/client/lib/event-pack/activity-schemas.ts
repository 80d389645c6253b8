import * as z from 'zod/mini';
import type { Activity, ActivityList } from '#shared/contracts/activities.ts';

// zod/mini twins of the activities feed, for the feed answer and the pack record read back from
// IndexedDB (the annotations make TypeScript prove each reads the contract's type).

export const activitySchema: z.ZodMiniType<Activity> = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  points: z.int(),
  startsAt: z.int(),
  endsAt: z.int(),
  perPersonLimit: z.int(),
  picture: z.nullable(z.object({ src: z.string() })),
  paused: z.boolean(),
});

export const activityListSchema: z.ZodMiniType<ActivityList> = z.object({
  eventId: z.string(),
  prizeText: z.string(),
  activities: z.array(activitySchema),
});
