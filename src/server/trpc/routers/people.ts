import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  changeRoleInput,
  exportPeopleInput,
  exportPeopleResult,
  importCsvInput,
  importPreviewSchema,
  inviteAttendeeInput,
  listPeopleInput,
  peopleListSchema,
  personSchema,
  removePersonInput,
  type Person,
} from '#shared/contracts/people.ts';
import { requirePermission } from '../../services/access/require-access.ts';
import { deliverAfterCommit } from '../../services/mail-delivery.ts';
import { changePersonRole, personNotFoundMessage, removePerson } from '../../services/people/change-person.ts';
import { exportFilename, toPeopleCsv } from '../../services/people/export-people-csv.ts';
import { commitImport, previewImport } from '../../services/people/import-people.ts';
import { invitePerson } from '../../services/people/invite-person.ts';
import { findPerson, listAllPeople, listPeople } from '../../services/people/list-people.ts';
import type { Context } from '../context.ts';
import { csvImportProcedures } from '../csv-import-procedures.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

async function requirePerson(ctx: Context, eventId: string, by: { personId: string } | { email: string }): Promise<Person> {
  const person = await findPerson(ctx.deps.db, eventId, ctx.deps.clock.now(), by);
  if (!person) throw new TRPCError({ code: 'NOT_FOUND', message: personNotFoundMessage });
  return person;
}

/** The people console of one event: members and invitations, with emails. Managers only. */
export const peopleRouter = router({
  list: authedProcedure
    .input(listPeopleInput)
    .output(peopleListSchema)
    .query(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::Invitation::Read');
      return listPeople(ctx.deps.db, { ...input, now: ctx.deps.clock.now() });
    }),

  /** Invites one person (mailing a join link), or updates a member's role and ticket. */
  invite: authedProcedure
    .input(inviteAttendeeInput)
    .output(personSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::Member::Invite');
      const { mails } = await invitePerson(ctx.deps, { event, invitedBy: ctx.account.id, invite: input.invite });
      await deliverAfterCommit(ctx.deps.mailer, ctx.request.log, mails);
      return requirePerson(ctx, event.id, { email: input.invite.email });
    }),

  ...csvImportProcedures({
    input: importCsvInput,
    output: importPreviewSchema,
    authorize: (ctx, eventId) => requirePermission(ctx, eventId, 'Event::Member::Import'),
    preview: (ctx, input) => previewImport(ctx.deps, input.eventId, input.csv),
    // The invitation mails go out after the transaction commits.
    commit: async (ctx, input, { event }) => {
      const { result, mails } = await commitImport(ctx.deps, { event, invitedBy: ctx.account.id, csv: input.csv });
      await deliverAfterCommit(ctx.deps.mailer, ctx.request.log, mails);
      return result;
    },
  }),

  changeRole: authedProcedure
    .input(changeRoleInput)
    .output(personSchema)
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::Member::UpdateRole');
      await changePersonRole(ctx.deps.db, { ...input, now: ctx.deps.clock.now() });
      return requirePerson(ctx, input.eventId, { personId: input.personId });
    }),

  /** Revokes a membership or an invitation. */
  remove: authedProcedure
    .input(removePersonInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::Member::Remove');
      await removePerson(ctx.deps.db, { ...input, now: ctx.deps.clock.now() });
      return { ok: true as const };
    }),

  exportCsv: authedProcedure
    .input(exportPeopleInput)
    .output(exportPeopleResult)
    .query(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::Member::Export');
      const now = ctx.deps.clock.now();
      return { filename: exportFilename(event.name, now), csv: toPeopleCsv(await listAllPeople(ctx.deps.db, event.id, now)) };
    }),
});
