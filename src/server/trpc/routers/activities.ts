import { z } from 'zod';
import {
  activitiesEventInput,
  activityAdminSchema,
  activityBoardSchema,
  activityRefInput,
  activitySchema,
  createActivityInput,
  leaderboardSchema,
  recordActivityScansInput,
  recordActivityScansResult,
  setActivityPausedInput,
  setLeaderboardVisibilityInput,
  setPrizeTextInput,
  undoActivityScanInput,
  updateActivityInput,
} from '#shared/contracts/activities.ts';
import { leaderboardChange } from '../../services/activities/activities-live.ts';
import { readActivityAdmin, undoActivityScan } from '../../services/activities/activity-admin.ts';
import { readActivityBoard } from '../../services/activities/activity-board.ts';
import { toActivity } from '../../services/activities/activity-dto.ts';
import { readLeaderboard, setLeaderboardVisibility } from '../../services/activities/leaderboard.ts';
import { recordActivityScans } from '../../services/activities/record-activity-scans.ts';
import { requireActivities, requireActivityManager } from '../../services/activities/require-activities.ts';
import { createActivity, removeActivity, setActivityPaused, setPrizeText, updateActivity } from '../../services/activities/save-activity.ts';
import { consumeRateLimitUnits } from '../../services/rate-limit.ts';
import { loadCodeSigner } from '../../services/personal-code/code-signer.ts';
import { router } from '../init.ts';
import { authedProcedure, urgentProcedure } from '../procedures.ts';

/** Venue activities: the attendee's board and scans (outbox op 'activity.scan'), the leaderboard, and running them. */
export const activitiesRouter = router({
  board: authedProcedure
    .input(activitiesEventInput)
    .output(activityBoardSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireActivities(ctx, input.eventId);
      return readActivityBoard(ctx.deps.db, await loadCodeSigner(ctx.deps), event.id, ctx.account.id);
    }),

  leaderboard: authedProcedure
    .input(activitiesEventInput)
    .output(leaderboardSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireActivities(ctx, input.eventId);
      return readLeaderboard(ctx.deps.db, event.id, ctx.account.id);
    }),

  setLeaderboardVisibility: authedProcedure
    .input(setLeaderboardVisibilityInput)
    .output(z.object({ leaderboard: setLeaderboardVisibilityInput.shape.leaderboard }))
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireActivities(ctx, input.eventId);
      await setLeaderboardVisibility(ctx.deps.db, event.id, ctx.account.id, input.leaderboard);
      ctx.deps.live.changed(leaderboardChange(event.id));
      return { leaderboard: input.leaderboard };
    }),

  /** Outbox op 'activity.scan': a batch of the caller's own scans, each key applied once. */
  scan: urgentProcedure
    .input(recordActivityScansInput)
    .output(recordActivityScansResult)
    .mutation(async ({ ctx, input }) => {
      const eventIds = [...new Set(input.scans.map((scan) => scan.eventId))];
      for (const eventId of eventIds) await requireActivities(ctx, eventId);
      await consumeRateLimitUnits(ctx.deps, 'activityScanPerAccount', input.scans.length, ctx.account.id);
      const results = await recordActivityScans(ctx.deps.db, { accountId: ctx.account.id, scans: input.scans, signer: await loadCodeSigner(ctx.deps), now: ctx.deps.clock.now() });
      if (results.some((result) => result.outcome === 'accepted')) for (const eventId of eventIds) ctx.deps.live.changed(leaderboardChange(eventId));
      return { results };
    }),

  admin: authedProcedure
    .input(activitiesEventInput)
    .output(activityAdminSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireActivityManager(ctx, input.eventId);
      return readActivityAdmin(ctx.deps.db, await loadCodeSigner(ctx.deps), event.id);
    }),

  create: authedProcedure
    .input(createActivityInput)
    .output(activitySchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireActivityManager(ctx, input.eventId);
      return toActivity(await createActivity(ctx.deps.db, event.id, ctx.account.id, input.activity));
    }),

  update: authedProcedure
    .input(updateActivityInput)
    .output(activitySchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireActivityManager(ctx, input.eventId);
      return toActivity(await updateActivity(ctx.deps.db, event.id, input.activityId, ctx.account.id, input.activity, ctx.deps.clock.now()));
    }),

  setPaused: authedProcedure
    .input(setActivityPausedInput)
    .output(activitySchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireActivityManager(ctx, input.eventId);
      return toActivity(await setActivityPaused(ctx.deps.db, event.id, input.activityId, input.paused, ctx.deps.clock.now()));
    }),

  remove: authedProcedure
    .input(activityRefInput)
    .output(z.object({ removed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireActivityManager(ctx, input.eventId);
      await removeActivity(ctx.deps.db, event.id, input.activityId);
      ctx.deps.live.changed(leaderboardChange(event.id));
      return { removed: true as const };
    }),

  setPrizeText: authedProcedure
    .input(setPrizeTextInput)
    .output(z.object({ prizeText: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireActivityManager(ctx, input.eventId);
      await setPrizeText(ctx.deps.db, event.id, input.prizeText);
      return { prizeText: input.prizeText };
    }),

  undoScan: authedProcedure
    .input(undoActivityScanInput)
    .output(z.object({ undone: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireActivityManager(ctx, input.eventId);
      const result = await undoActivityScan(ctx.deps.db, event.id, input.scanId, ctx.account.id, ctx.deps.clock.now());
      if (result.undone) ctx.deps.live.changed(leaderboardChange(event.id));
      return result;
    }),
});
