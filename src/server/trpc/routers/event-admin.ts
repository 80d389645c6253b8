import {
  createEventInput,
  managedEventsResult,
  setEventFeaturesInput,
  setEventPublishedInput,
  setJoinPolicyInput,
  updateEventInput,
} from '#shared/contracts/event-admin.ts';
import { eventIdInput, eventSchema } from '#shared/contracts/event.ts';
import { requireOrganizationPermission, requirePermission } from '../../services/access/require-access.ts';
import { createEvent } from '../../services/event-admin/create-event.ts';
import { assignJoinCode } from '../../services/event-admin/join-code.ts';
import { listManagedEvents } from '../../services/event-admin/list-managed-events.ts';
import { setEventFeatures, setEventPublished, setJoinPolicy, updateEventDetails } from '../../services/event-admin/update-event.ts';
import { freshEventDto, themeWarning } from '../event-dto-for.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

/** The event console. Every answer is the whole event as the caller now sees it. */
export const eventAdminRouter = router({
  create: authedProcedure
    .input(createEventInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      await requireOrganizationPermission(ctx, input.organizationId, 'Organization::Event::Create');
      const eventId = await createEvent(ctx.deps, {
        organizationId: input.organizationId,
        accountId: ctx.account.id,
        details: input.details,
        warn: themeWarning(ctx),
      });
      return freshEventDto(ctx, eventId);
    }),

  update: authedProcedure
    .input(updateEventInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.id, 'Event::Event::Update');
      await updateEventDetails(ctx.deps, { event, accountId: ctx.account.id, details: input.details, warn: themeWarning(ctx) });
      return freshEventDto(ctx, input.id);
    }),

  setFeatures: authedProcedure
    .input(setEventFeaturesInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.id, 'Event::Feature::Update');
      await setEventFeatures(ctx.deps, input.id, input.features);
      return freshEventDto(ctx, input.id);
    }),

  setPublished: authedProcedure
    .input(setEventPublishedInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.id, 'Event::Event::Publish');
      await setEventPublished(ctx.deps, input.id, input.published);
      return freshEventDto(ctx, input.id);
    }),

  setJoinPolicy: authedProcedure
    .input(setJoinPolicyInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.id, 'Event::Event::Update');
      await setJoinPolicy(ctx.deps, event, input.joinPolicy);
      return freshEventDto(ctx, input.id);
    }),

  /** A new code; the old one stops working at once (a leaked code is this button's reason to be). */
  regenerateJoinCode: authedProcedure
    .input(eventIdInput)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.id, 'Event::Event::Update');
      await assignJoinCode(ctx.deps.db, input.id, ctx.deps.clock.now());
      return freshEventDto(ctx, input.id);
    }),

  /** Events the caller may manage, upcoming first. */
  mine: authedProcedure
    .output(managedEventsResult)
    .query(async ({ ctx }) => ({
      items: await listManagedEvents(ctx.deps.db, ctx.account.id, ctx.deps.clock.now(), themeWarning(ctx)),
    })),
});
