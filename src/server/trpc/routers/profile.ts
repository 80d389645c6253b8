import * as z from 'zod/mini';
import { profileByHandleInput, profileInput, profileSchema } from '#shared/contracts/profile.ts';
import { ensureProfile } from '../../services/profiles/ensure-profile.ts';
import { findProfileByHandle } from '../../services/profiles/find-profile-by-handle.ts';
import { loadProfileDto } from '../../services/profiles/profile-dto.ts';
import { completeProfileSetup, updateProfile } from '../../services/profiles/update-profile.ts';
import { router } from '../init.ts';
import { authedProcedure, publicProcedure } from '../procedures.ts';

/** The profile form's input, plus "this finishes onboarding". */
const profileUpdateInput = z.extend(profileInput, { completeSetup: z.optional(z.boolean()) });

export const profileRouter = router({
  /** The caller's own profile (made on first use, with a handle from their name). */
  mine: authedProcedure.output(profileSchema).query(async ({ ctx }) => {
    const profile = await ensureProfile(ctx.deps.db, ctx.account);
    return loadProfileDto(ctx.deps.db, ctx.account, profile);
  }),

  /** Saves every field; CONFLICT when the handle is someone else's. */
  update: authedProcedure
    .input(profileUpdateInput)
    .output(profileSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.account, input)),

  /** Onboarding done or skipped, with nothing else to save. */
  completeSetup: authedProcedure.output(profileSchema).mutation(({ ctx }) => completeProfileSetup(ctx.deps, ctx.account)),

  /** Someone's profile by handle; NOT_FOUND 'This profile is not available' unless canViewProfile allows it. */
  byHandle: publicProcedure
    .input(profileByHandleInput)
    .output(profileSchema)
    .query(({ ctx, input }) => findProfileByHandle(ctx.deps.db, ctx.account?.id ?? null, input.handle)),
});
