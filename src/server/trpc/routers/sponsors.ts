import { z } from 'zod';
import {
  orderTiersInput,
  saveSponsorInput,
  saveTierInput,
  sponsorListSchema,
  sponsorRefInput,
  sponsorSchema,
  sponsorTierSchema,
  tierRefInput,
} from '#shared/contracts/sponsors.ts';
import { commitSponsorImport, previewSponsorImport } from '../../services/sponsors/import-sponsors.ts';
import { requireSponsorManager, requireSponsors } from '../../services/sponsors/require-sponsors.ts';
import { removeSponsor, saveSponsor } from '../../services/sponsors/save-sponsor.ts';
import { sharedSponsors } from '../../services/sponsors/shared-sponsors.ts';
import { orderTiers, removeTier, saveTier } from '../../services/sponsors/sponsor-tiers.ts';
import { catalogImportProcedures } from '../catalog-import-procedures.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

const ok = z.object({ ok: z.literal(true) });

/** Sponsors by tier (also the shared 'sponsors' feed) and the organizers' editing of them. */
export const sponsorsRouter = router({
  /** Tiers and sponsors; devices read the same from GET /api/events/:eventId/feeds/sponsors. */
  list: authedProcedure
    .input(z.object({ eventId: z.uuid() }))
    .output(sponsorListSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireSponsors(ctx, input.eventId);
      return sharedSponsors(ctx.deps.db, event.id);
    }),

  saveTier: authedProcedure
    .input(saveTierInput)
    .output(sponsorTierSchema)
    .mutation(async ({ ctx, input }) => {
      await requireSponsorManager(ctx, input.eventId);
      return saveTier(ctx.deps.db, input.eventId, input.name, ctx.deps.clock.now(), input.tierId);
    }),

  orderTiers: authedProcedure
    .input(orderTiersInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await requireSponsorManager(ctx, input.eventId);
      await orderTiers(ctx.deps.db, input.eventId, input.tierIds, ctx.deps.clock.now());
      return { ok: true as const };
    }),

  removeTier: authedProcedure
    .input(tierRefInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await requireSponsorManager(ctx, input.eventId);
      await removeTier(ctx.deps.db, input.eventId, input.tierId);
      return { ok: true as const };
    }),

  save: authedProcedure
    .input(saveSponsorInput)
    .output(sponsorSchema)
    .mutation(async ({ ctx, input }) => {
      await requireSponsorManager(ctx, input.eventId);
      return saveSponsor(ctx.deps.db, input.eventId, ctx.account.id, input.sponsor, ctx.deps.clock.now(), input.sponsorId);
    }),

  remove: authedProcedure
    .input(sponsorRefInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await requireSponsorManager(ctx, input.eventId);
      await removeSponsor(ctx.deps.db, input.eventId, input.sponsorId);
      return { ok: true as const };
    }),

  ...catalogImportProcedures(requireSponsorManager, { preview: previewSponsorImport, commit: commitSponsorImport }),
});
