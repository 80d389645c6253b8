import { z } from 'zod';
import { activityRefusals } from '../rules/activity-scan-verdict.ts';
import { activityCodePrefix } from '../rules/activity-code.ts';
import { chosenUnixSecondsSchema, idSchema, multiLine, pictureSchema, singleLine, unixSecondsSchema, uploadedPictureSrcSchema } from './common.ts';
import { actedAtSchema, idempotencyKeySchema, outboxOutcomeSchema } from './outbox.ts';
import { codeKeySchema } from './personal-code.ts';

// The leaderboard is written in zod/mini (the page checks its live messages): see leaderboard.ts.
export { leaderboardSchema, type Leaderboard } from './leaderboard.ts';

// Activities: things to do at the venue that earn points when their printed, signed code is
// scanned (offline too, through the outbox). Attendees never receive the codes themselves, only
// what they need to verify one; the cards and the console (Event::Game::Manage) do.

const activityLimits = { nameMax: 80, descriptionMax: 1000, locationMax: 120, pointsMax: 10_000, perPersonMax: 100, prizeMax: 500 } as const;

const leaderboardVisibilitySchema = z.enum(['named', 'anonymous', 'hidden']);
export type LeaderboardVisibility = z.infer<typeof leaderboardVisibilitySchema>;

/** An activity as every member sees it. Times are unix seconds. */
export const activitySchema = z.object({
  id: idSchema,
  eventId: idSchema,
  name: z.string(),
  description: z.string(),
  location: z.string(),
  points: z.number().int(),
  startsAt: unixSecondsSchema,
  endsAt: unixSecondsSchema,
  perPersonLimit: z.number().int(),
  picture: pictureSchema.nullable(),
  paused: z.boolean(),
});
export type Activity = z.infer<typeof activitySchema>;

/** What the console and the cards get on top: the signed code to print. */
const managedActivitySchema = activitySchema.extend({
  code: z.string().startsWith(activityCodePrefix).max(300),
  /** Accepted scans not undone. */
  scans: z.number().int(),
});
export type ManagedActivity = z.infer<typeof managedActivitySchema>;

/** One of my own scans, as the server counts it. */
const myActivityScanSchema = z.object({
  id: idSchema,
  activityId: idSchema,
  points: z.number().int(),
  /** Server milliseconds (the device time held to the believable window). */
  scannedAt: z.number().int(),
});

/**
 * Every activity of the event and the prize, as every member sees them: the shared 'activities'
 * event feed, kept in the event pack (offline too). Never the codes.
 */
/** @public The wire shape; the page reads it as a type. */
export const activityListSchema = z.object({
  eventId: idSchema,
  prizeText: z.string(),
  activities: z.array(activitySchema),
});
export type ActivityList = z.infer<typeof activityListSchema>;

/**
 * activities.board, what only the viewer sees: the key that verifies a card offline, my confirmed
 * scans and how I appear on the leaderboard (small, laid over the pack's list).
 */
export const activityBoardSchema = z.object({
  eventId: idSchema,
  key: codeKeySchema,
  myScans: z.array(myActivityScanSchema),
  leaderboard: leaderboardVisibilitySchema,
});
export type ActivityBoard = z.infer<typeof activityBoardSchema>;

export const activitiesEventInput = z.object({ eventId: idSchema });
export const activityRefInput = z.object({ eventId: idSchema, activityId: idSchema });

const activityDraftSchema = z
  .object({
    name: singleLine(z.string().trim().min(1, 'Give the activity a name').max(activityLimits.nameMax)),
    description: multiLine(z.string().trim().max(activityLimits.descriptionMax)).default(''),
    location: singleLine(z.string().trim().max(activityLimits.locationMax)).default(''),
    points: z.number().int().min(1, 'At least 1 point').max(activityLimits.pointsMax),
    startsAt: chosenUnixSecondsSchema,
    endsAt: chosenUnixSecondsSchema,
    perPersonLimit: z.number().int().min(1).max(activityLimits.perPersonMax).default(1),
    /** An /uploads/… path of the organizer's own event-picture upload, or null for none. */
    pictureSrc: uploadedPictureSrcSchema.nullable().default(null),
  })
  .refine((draft) => draft.endsAt > draft.startsAt, { error: 'The activity must end after it starts', path: ['endsAt'] });
export type ActivityDraft = z.infer<typeof activityDraftSchema>;

export const createActivityInput = z.object({ eventId: idSchema, activity: activityDraftSchema });
export const updateActivityInput = z.object({ eventId: idSchema, activityId: idSchema, activity: activityDraftSchema });
export const setActivityPausedInput = activityRefInput.extend({ paused: z.boolean() });
export const setPrizeTextInput = z.object({ eventId: idSchema, prizeText: multiLine(z.string().trim().max(activityLimits.prizeMax)) });
export const setLeaderboardVisibilityInput = z.object({ eventId: idSchema, leaderboard: leaderboardVisibilitySchema });

/** One scan as the phone recorded it (outbox op 'activity.scan'). */
const activityScanInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  code: singleLine(z.string().max(300)),
  scannedAt: actedAtSchema,
});
export type ActivityScanInput = z.infer<typeof activityScanInputSchema>;
export const recordActivityScansInput = z.object({ scans: z.array(activityScanInputSchema).min(1).max(100) });

const activityRefusalSchema = z.enum(activityRefusals);
const activityScanResultSchema = z.object({
  idempotencyKey: z.string(),
  outcome: outboxOutcomeSchema,
  reason: activityRefusalSchema.nullable(),
  scan: myActivityScanSchema.nullable(),
  /** The device clock was off: the server used its own bounds instead. */
  clockSkewed: z.boolean(),
});
export type ActivityScanResult = z.infer<typeof activityScanResultSchema>;
export const recordActivityScansResult = z.object({ results: z.array(activityScanResultSchema) });

/** The console's recent scans, to undo a wrongly recorded one. */
const recentActivityScanSchema = z.object({
  id: idSchema,
  activityId: idSchema,
  activityName: z.string(),
  personName: z.string(),
  points: z.number().int(),
  scannedAt: z.number().int(),
  clockSkewed: z.boolean(),
  undone: z.boolean(),
});
export const activityAdminSchema = z.object({
  activities: z.array(managedActivitySchema),
  prizeText: z.string(),
  recentScans: z.array(recentActivityScanSchema),
});
export type ActivityAdmin = z.infer<typeof activityAdminSchema>;
export const undoActivityScanInput = z.object({ eventId: idSchema, scanId: idSchema });

/**
 * The live message on topic 'activities' (key 'leaderboard'): its data is a `leaderboardSchema`,
 * the same for everyone (`me` is always false there: a page marks its own row from its own query).
 */
export const activitiesLiveKey = 'leaderboard';
