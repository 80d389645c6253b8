import { z } from 'zod';
import { idSchema, pictureSchema, resultSchema, unixSecondsSchema } from './common.ts';
import { permissions } from '../rules/permissions.ts';

/** The feature switches an organizer sets per event. */
export const featureFlagNames = [
  'enableSchedule',
  'enableAttendeeList',
  'enableActivities',
  'enableBingo',
  'enablePosts',
  'enableAlbum',
  'enableExhibitors',
  'enableFeedback',
  'enableSponsors',
  'enableMeetings',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];
export const featureFlagsSchema = z.object(
  Object.fromEntries(featureFlagNames.map((flag) => [flag, z.boolean()])) as Record<FeatureFlagName, z.ZodBoolean>,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const eventRoles = ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'] as const;
export const eventRoleSchema = z.enum(eventRoles);
export type EventRole = z.infer<typeof eventRoleSchema>;

export const joinPolicies = ['invite', 'code', 'open'] as const;
export const joinPolicySchema = z.enum(joinPolicies);

/** /events?filter=…; a bare /events means upcoming. */
export const eventListFilterSchema = z.enum(['upcoming', 'past', 'all']);
export type EventListFilter = z.infer<typeof eventListFilterSchema>;
export const eventListInput = z.object({ filter: eventListFilterSchema.default('upcoming') });

const permissionSchema = z.enum(permissions);

/** The organization that owns an event, as much as an event screen needs to link to it. */
const organizationSummarySchema = z.object({ id: idSchema, handle: z.string(), name: z.string() });
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const eventSchema = featureFlagsSchema.extend({
  id: idSchema,
  name: z.string(),
  picture: pictureSchema.nullable(),
  description: z.string(),
  venue: z.string(),
  address: z.string(),
  timeZone: z.string(),
  /** Palette names, already resolved (resolveTheme): an unknown stored name arrives as the default. */
  themePrimary: z.string(),
  themeGray: z.string(),
  organization: organizationSummarySchema.nullable(),
  startsAt: unixSecondsSchema,
  endsAt: unixSecondsSchema,
  joinPolicy: joinPolicySchema,
  published: z.boolean(),
  /** The viewer's membership, null when they have not joined. */
  membership: z.object({ attendeeId: idSchema, role: eventRoleSchema }).nullable(),
  /** Only for viewers who may manage the event; null for everyone else. */
  joinCode: z.string().nullable(),
  /**
   * What the viewer may do here (their event role and their role in the owning organization,
   * rules/permissions.ts). The client uses it to show or hide; the server enforces it anyway.
   */
  viewerPermissions: z.array(permissionSchema),
});
export type HallwayEvent = z.infer<typeof eventSchema>;

export const eventIdInput = z.object({ id: idSchema });

/** Event attributes, unix seconds (session bounds null when there is no programme). */
const eventAttributesSchema = z.object({
  eventStartAt: unixSecondsSchema,
  eventEndAt: unixSecondsSchema,
  firstSessionStartAt: unixSecondsSchema.nullable(),
  lastSessionEndAt: unixSecondsSchema.nullable(),
});
export type EventAttributes = z.infer<typeof eventAttributesSchema>;
export const eventAttributesResult = resultSchema(eventAttributesSchema);

/** The programme outline shown on the event home (full schedule comes later). */
export const programItemSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  title: z.string(),
  description: z.string(),
  room: z.string(),
  track: z.string(),
  startsAt: unixSecondsSchema,
  endsAt: unixSecondsSchema,
});
export type ProgramItem = z.infer<typeof programItemSchema>;
export const eventProgramInput = z.object({ eventId: idSchema });
