import { z } from 'zod';
import {
  importProgramInput,
  importProgramPreviewSchema,
  removeSessionInput,
  saveSessionInput,
  saveSessionResult,
  scheduleEditorInput,
  scheduleEditorSchema,
} from '#shared/contracts/schedule-admin.ts';
import { requirePermission } from '../../services/access/require-access.ts';
import { commitProgramImport, previewProgramImport } from '../../services/schedule/import-program.ts';
import { removeSession } from '../../services/schedule/remove-session.ts';
import { saveSession } from '../../services/schedule/save-session.ts';
import { currentClashes, scheduleEditor } from '../../services/schedule/schedule-editor.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

/**
 * The organizer's schedule editor: Event::Program::Update, whether or not the
 * schedule is switched on for attendees yet (organizers build it before they show it).
 */
export const scheduleAdminRouter = router({
  editor: authedProcedure
    .input(scheduleEditorInput)
    .output(scheduleEditorSchema)
    .query(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::Program::Update');
      return scheduleEditor(ctx.deps.db, input.eventId);
    }),

  /** Creates (no sessionId) or updates a session; answers it with the schedule's clashes. */
  save: authedProcedure
    .input(saveSessionInput)
    .output(saveSessionResult)
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::Program::Update');
      const session = await saveSession(ctx.deps.db, { eventId: input.eventId, sessionId: input.sessionId, draft: input.session, now: ctx.deps.clock.now() });
      return { session, clashes: await currentClashes(ctx.deps.db, input.eventId) };
    }),

  remove: authedProcedure
    .input(removeSessionInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::Program::Update');
      await removeSession(ctx.deps.db, { ...input, now: ctx.deps.clock.now() });
      return { ok: true as const };
    }),

  importPreview: authedProcedure
    .input(importProgramInput)
    .output(importProgramPreviewSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::Program::Update');
      return previewProgramImport(ctx.deps.db, event, input.csv);
    }),

  /** All or nothing, in one transaction. */
  importCommit: authedProcedure
    .input(importProgramInput)
    .output(importProgramPreviewSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::Program::Update');
      return commitProgramImport(ctx.deps.db, { event, csv: input.csv, now: ctx.deps.clock.now() });
    }),
});
