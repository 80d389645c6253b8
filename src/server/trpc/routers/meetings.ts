import { z } from 'zod';
import {
  acceptMeetingInput,
  blockForMeetingsInput,
  cancelMeetingInput,
  declineMeetingInput,
  freeSlotsInput,
  freeSlotsManyInput,
  freeSlotsManySchema,
  freeSlotsSchema,
  markMetInput,
  meetingCountsSchema,
  meetingEventInput,
  meetingSchema,
  meetingSettingsAnswer,
  myMeetingsSchema,
  proposeMeetingInput,
  requestMeetingInput,
  tablePlanSchema,
  updateMeetingSettingsInput,
} from '#shared/contracts/meetings.ts';
import { acceptMeeting, declineMeeting, proposeMeetingTimes } from '../../services/meetings/answer-meeting.ts';
import { setMeetingBlock } from '../../services/meetings/block-requests.ts';
import { cancelMeeting, markMet } from '../../services/meetings/change-meeting.ts';
import { freeSlotsForPair, freeSlotsWithEach } from '../../services/meetings/free-slots.ts';
import { meetingCounts } from '../../services/meetings/meeting-counts.ts';
import { accountOfAttendee, accountsOfAttendees } from '../../services/meetings/meeting-people.ts';
import { readMeetingSettings, updateMeetingSettings } from '../../services/meetings/meeting-settings.ts';
import { meetingTimeText, proposedTimesText } from '#shared/rules/meeting-time-text.ts';
import type { Applied } from '../../services/meetings/meeting-write.ts';
import { myMeetings } from '../../services/meetings/my-meetings.ts';
import { notifyMeeting, type MeetingNotice } from '../../services/meetings/notify-meeting.ts';
import { requestMeeting } from '../../services/meetings/request-meeting.ts';
import { tablePlan } from '../../services/meetings/table-plan.ts';
import { checkMayRequest, mayRequestEach } from '../../services/meetings/request-rules.ts';
import { requireMeetingManager, requireMeetingMember } from '../../services/meetings/require-meetings.ts';
import { requireFeature, requirePermission } from '../../services/access/require-access.ts';
import type { Context } from '../context.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

type Signed = Context & { account: NonNullable<Context['account']> };

/** What the other person reads about a meeting write, sent once, after the commit, and never for a replay. */
async function tellOther(ctx: Signed, kind: MeetingNotice, applied: Applied, timeZone: string, body?: string) {
  if (!applied.fresh) return;
  const { meeting } = applied;
  const when = meeting.startsAt !== null ? `${meetingTimeText(meeting.startsAt, timeZone)}${meeting.place ? `, ${meeting.place}` : ''}` : proposedTimesText(meeting.proposedSlots, timeZone);
  await notifyMeeting(ctx.deps, ctx.request.log, {
    kind,
    eventId: meeting.eventId,
    meetingId: meeting.id,
    actorId: ctx.account.id,
    recipientId: meeting.other.accountId,
    body: body || when,
  });
}

const write = (ctx: Signed, input: { idempotencyKey: string; eventId: string; meetingId: string; actedAt: number }) => ({
  accountId: ctx.account.id,
  idempotencyKey: input.idempotencyKey,
  eventId: input.eventId,
  meetingId: input.meetingId,
  actedAt: input.actedAt,
});

/**
 * 1:1 meetings. Attendees' procedures need membership and the switch on (require-meetings.ts);
 * every write is queued offline by the phone and applied once per idempotency key. Organizers
 * (Event::Meeting::Manage) set it up and read counts and the table plan, switch on or off.
 */
export const meetingsRouter = router({
  /** Windows, slot length, places and rules: members see them while on; organizers always. */
  settings: authedProcedure
    .input(meetingEventInput)
    .output(meetingSettingsAnswer)
    .query(async ({ ctx, input }) => {
      const access = await requirePermission(ctx, input.eventId, 'Event::Event::Read');
      if (!access.permissions.has('Event::Meeting::Manage')) requireFeature(access.event, 'enableMeetings');
      const settings = await readMeetingSettings(ctx.deps.db, access.event.id);
      return { ...settings, enabled: access.event.enableMeetings, timeZone: access.event.timeZone };
    }),

  updateSettings: authedProcedure
    .input(updateMeetingSettingsInput)
    .output(meetingSettingsAnswer)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingManager(ctx, input.eventId);
      const settings = await updateMeetingSettings(ctx.deps.db, event, input.settings, ctx.deps.clock.now());
      return { ...settings, enabled: event.enableMeetings, timeZone: event.timeZone };
    }),

  counts: authedProcedure
    .input(meetingEventInput)
    .output(meetingCountsSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireMeetingManager(ctx, input.eventId);
      return meetingCounts(ctx.deps.db, event.id, ctx.deps.clock.now());
    }),

  tablePlan: authedProcedure
    .input(meetingEventInput)
    .output(tablePlanSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireMeetingManager(ctx, input.eventId);
      return tablePlan(ctx.deps.db, event);
    }),

  /**
   * Times free for the caller and one other person (by attendeeId, decision 0092), never their agenda: refused as the request
   * would be (a person the caller may not see is NOT_FOUND, a block or the matched-only rule FORBIDDEN).
   */
  freeSlots: authedProcedure
    .input(freeSlotsInput)
    .output(freeSlotsSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const now = ctx.deps.clock.now();
      const settings = await readMeetingSettings(ctx.deps.db, event.id);
      const recipientId = await accountOfAttendee(ctx.deps.db, event.id, input.attendeeId);
      await checkMayRequest(ctx.deps.db, { event, settings, requesterId: ctx.account.id, recipientId, now, countLimit: false });
      const slots = await freeSlotsForPair(ctx.deps.db, { event, settings, now, people: [ctx.account.id, recipientId] });
      return { slotMinutes: settings.slotMinutes, slots };
    }),

  /**
   * freeSlots for up to 50 people at once, each pair's own, so a phone can keep its matches' free
   * times and offer them offline. People the caller may not ask are left out, not refused.
   */
  freeSlotsMany: authedProcedure
    .input(freeSlotsManyInput)
    .output(freeSlotsManySchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const now = ctx.deps.clock.now();
      const settings = await readMeetingSettings(ctx.deps.db, event.id);
      const members = await accountsOfAttendees(ctx.deps.db, event.id, input.attendeeIds);
      const allowed = new Set(await mayRequestEach(ctx.deps.db, { event, settings, requesterId: ctx.account.id, now }, members.map((member) => member.accountId)));
      const asked = members.filter((member) => allowed.has(member.accountId));
      const free = await freeSlotsWithEach(ctx.deps.db, { event, settings, now, viewerId: ctx.account.id, others: asked.map((member) => member.accountId) });
      return { slotMinutes: settings.slotMinutes, people: asked.map(({ attendeeId, accountId }) => ({ attendeeId, slots: free.get(accountId) ?? [] })) };
    }),

  mine: authedProcedure
    .input(meetingEventInput)
    .output(myMeetingsSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      return myMeetings(ctx.deps.db, event.id, ctx.account.id, ctx.deps.clock.now());
    }),

  /** Outbox op 'meeting.request'. */
  request: authedProcedure
    .input(requestMeetingInput)
    .output(meetingSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const applied = await requestMeeting(ctx.deps.db, event, { ...input, accountId: ctx.account.id }, ctx.deps.clock.now());
      await tellOther(ctx, 'requested', applied, event.timeZone, applied.meeting.message ? `${applied.meeting.message}\n${proposedTimesText(applied.meeting.proposedSlots, event.timeZone)}` : undefined);
      return applied.meeting;
    }),

  /** Outbox op 'meeting.accept': a time taken meanwhile is CONFLICT, reason MEETING_SLOT_TAKEN, with `data.freeSlots`. */
  accept: authedProcedure
    .input(acceptMeetingInput)
    .output(meetingSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const applied = await acceptMeeting(ctx.deps.db, event, { ...write(ctx, input), slot: input.slot }, ctx.deps.clock.now());
      await tellOther(ctx, 'accepted', applied, event.timeZone);
      return applied.meeting;
    }),

  /** Outbox op 'meeting.propose': other times for a request waiting for the caller's answer. */
  propose: authedProcedure
    .input(proposeMeetingInput)
    .output(meetingSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const applied = await proposeMeetingTimes(ctx.deps.db, event, { ...write(ctx, input), slots: input.slots, message: input.message }, { reschedule: false }, ctx.deps.clock.now());
      await tellOther(ctx, 'proposed', applied, event.timeZone);
      return applied.meeting;
    }),

  /** Outbox op 'meeting.reschedule': new times for an accepted meeting; its booking is let go. */
  reschedule: authedProcedure
    .input(proposeMeetingInput)
    .output(meetingSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const applied = await proposeMeetingTimes(ctx.deps.db, event, { ...write(ctx, input), slots: input.slots, message: input.message }, { reschedule: true }, ctx.deps.clock.now());
      await tellOther(ctx, 'proposed', applied, event.timeZone);
      return applied.meeting;
    }),

  /** Outbox op 'meeting.decline'. */
  decline: authedProcedure
    .input(declineMeetingInput)
    .output(meetingSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const applied = await declineMeeting(ctx.deps.db, event, { ...write(ctx, input), reason: input.reason }, ctx.deps.clock.now());
      await tellOther(ctx, 'declined', applied, event.timeZone, input.reason || 'Find another time, or someone else to meet.');
      return applied.meeting;
    }),

  /** Outbox op 'meeting.cancel'. */
  cancel: authedProcedure
    .input(cancelMeetingInput)
    .output(meetingSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const applied = await cancelMeeting(ctx.deps.db, event, { ...write(ctx, input), reason: input.reason }, ctx.deps.clock.now());
      await tellOther(ctx, 'cancelled', applied, event.timeZone, input.reason || undefined);
      return applied.meeting;
    }),

  /** Outbox op 'meeting.met': "We met". */
  markMet: authedProcedure
    .input(markMetInput)
    .output(meetingSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      return (await markMet(ctx.deps.db, event, write(ctx, input), ctx.deps.clock.now())).meeting;
    }),

  /** No more requests from this person here (their open ones are declined quietly); `blocked: false` undoes it. */
  block: authedProcedure
    .input(blockForMeetingsInput)
    .output(z.object({ blocked: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireMeetingMember(ctx, input.eventId);
      const blockedId = await accountOfAttendee(ctx.deps.db, event.id, input.attendeeId);
      return setMeetingBlock(ctx.deps.db, { eventId: event.id, blockerId: ctx.account.id, blockedId, blocked: input.blocked, now: ctx.deps.clock.now() });
    }),
});
