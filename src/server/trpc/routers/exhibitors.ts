import { z } from 'zod';
import {
  captureLeadInput,
  captureLeadResult,
  eventRefInput,
  exhibitorListSchema,
  exhibitorRefInput,
  exhibitorSchema,
  exhibitorStandingSchema,
  exhibitorTeamSchema,
  leadListSchema,
  leadMembersSchema,
  leadSchema,
  leadsCsvSchema,
  saveExhibitorInput,
  scannedBySchema,
  setBookmarkInput,
  setTeamInput,
  updateLeadInput,
} from '#shared/contracts/exhibitors.ts';
import { captureLead, updateLead } from '../../services/exhibitors/capture-lead.ts';
import { exhibitorStanding } from '../../services/exhibitors/exhibitor-standing.ts';
import { loadTeam, setTeam } from '../../services/exhibitors/exhibitor-team.ts';
import { commitExhibitorImport, previewExhibitorImport } from '../../services/exhibitors/import-exhibitors.ts';
import { loadLeadMembers } from '../../services/exhibitors/lead-members.ts';
import { loadLeads } from '../../services/exhibitors/lead-rows.ts';
import { leadsFilename, toLeadsCsv } from '../../services/exhibitors/leads-csv.ts';
import {
  requireExhibitorEditor,
  requireExhibitorManager,
  requireExhibitors,
  requireExhibitorTeam,
} from '../../services/exhibitors/require-exhibitors.ts';
import { createExhibitor, removeExhibitor, updateExhibitor } from '../../services/exhibitors/save-exhibitor.ts';
import { scannedBy } from '../../services/exhibitors/scanned-by.ts';
import { setBookmark } from '../../services/exhibitors/set-bookmark.ts';
import { sharedExhibitors } from '../../services/exhibitors/shared-exhibitors.ts';
import { loadCodeSigner } from '../../services/personal-code/code-signer.ts';
import { catalogImportProcedures } from '../catalog-import-procedures.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

const leadInput = z.object({ eventId: z.uuid(), exhibitorId: z.uuid() });

/** Stands (also the shared 'exhibitors' feed), each person's "to visit" marks, the stands' teams and their leads. */
export const exhibitorsRouter = router({
  /** Every stand; devices read the same list from GET /api/events/:eventId/feeds/exhibitors. */
  list: authedProcedure
    .input(eventRefInput)
    .output(exhibitorListSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireExhibitors(ctx, input.eventId);
      return sharedExhibitors(ctx.deps.db, event.id);
    }),

  /** The viewer's overlay: their marks, the stands they staff, whether they edit every stand. */
  standing: authedProcedure
    .input(eventRefInput)
    .output(exhibitorStandingSchema)
    .query(async ({ ctx, input }) => exhibitorStanding(ctx.deps.db, await requireExhibitors(ctx, input.eventId), ctx.account.id)),

  /** "To visit" on or off, applied once per key (outbox op exhibitor.bookmark). */
  setBookmark: authedProcedure
    .input(setBookmarkInput)
    .output(z.object({ exhibitorId: z.uuid(), bookmarked: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await requireExhibitors(ctx, input.eventId);
      return setBookmark(ctx.deps.db, { ...input, accountId: ctx.account.id });
    }),

  /** New stand (organizers) or an edit (organizers, or the stand's own team). */
  save: authedProcedure
    .input(saveExhibitorInput)
    .output(exhibitorSchema)
    .mutation(async ({ ctx, input }) => {
      if (!input.exhibitorId) {
        await requireExhibitorManager(ctx, input.eventId);
        return createExhibitor(ctx.deps.db, input.eventId, ctx.account.id, input.exhibitor);
      }
      const { exhibitor } = await requireExhibitorEditor(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      return updateExhibitor(ctx.deps.db, ctx.account.id, exhibitor, input.exhibitor, ctx.deps.clock.now());
    }),

  remove: authedProcedure
    .input(exhibitorRefInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await requireExhibitorManager(ctx, input.eventId);
      await removeExhibitor(ctx.deps.db, input.eventId, input.exhibitorId);
      return { ok: true as const };
    }),

  /** The event's exhibitor-role people and who of them is on this stand's team. */
  team: authedProcedure
    .input(exhibitorRefInput)
    .output(exhibitorTeamSchema)
    .query(async ({ ctx, input }) => {
      await requireExhibitorEditor(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      return loadTeam(ctx.deps.db, input.eventId, input.exhibitorId);
    }),

  setTeam: authedProcedure
    .input(setTeamInput)
    .output(exhibitorTeamSchema)
    .mutation(async ({ ctx, input }) => {
      await requireExhibitorEditor(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      return setTeam(ctx.deps.db, input.eventId, input.exhibitorId, input.accountIds);
    }),

  /** A scanned personal code at the stand (outbox op exhibitor.lead); the team only. */
  captureLead: authedProcedure
    .input(captureLeadInput)
    .output(captureLeadResult)
    .mutation(async ({ ctx, input }) => {
      await requireExhibitorTeam(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      const signer = await loadCodeSigner(ctx.deps);
      return captureLead(ctx.deps.db, { ...input, scannerId: ctx.account.id }, signer, ctx.deps.clock.now());
    }),

  leads: authedProcedure
    .input(leadInput)
    .output(leadListSchema)
    .query(async ({ ctx, input }) => {
      await requireExhibitorTeam(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      return { exhibitorId: input.exhibitorId, leads: await loadLeads(ctx.deps.db, input.exhibitorId) };
    }),

  /** Account → directory entry of the event's findable members, so the team's phone names a scanned code offline. */
  leadMembers: authedProcedure
    .input(leadInput)
    .output(leadMembersSchema)
    .query(async ({ ctx, input }) => {
      const { access } = await requireExhibitorTeam(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      return { exhibitorId: input.exhibitorId, members: await loadLeadMembers(ctx.deps.db, access.event.id) };
    }),

  updateLead: authedProcedure
    .input(updateLeadInput)
    .output(leadSchema)
    .mutation(async ({ ctx, input }) => {
      await requireExhibitorTeam(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      return updateLead(ctx.deps.db, { ...input, accountId: ctx.account.id }, ctx.deps.clock.now());
    }),

  /** The leads as a CSV file (formula cells escaped), with only what each attendee lets others see. */
  exportLeads: authedProcedure
    .input(leadInput)
    .output(leadsCsvSchema)
    .query(async ({ ctx, input }) => {
      const { exhibitor } = await requireExhibitorTeam(ctx, input.eventId, input.exhibitorId, ctx.account.id);
      const leads = await loadLeads(ctx.deps.db, input.exhibitorId);
      return { filename: leadsFilename(exhibitor.name, ctx.deps.clock.now()), csv: toLeadsCsv(leads) };
    }),

  /** The stands that scanned my code at this event. */
  scannedMe: authedProcedure
    .input(eventRefInput)
    .output(scannedBySchema)
    .query(async ({ ctx, input }) => {
      await requireExhibitors(ctx, input.eventId);
      return scannedBy(ctx.deps.db, input.eventId, ctx.account.id);
    }),

  ...catalogImportProcedures(requireExhibitorManager, { preview: previewExhibitorImport, commit: commitExhibitorImport }),
});
