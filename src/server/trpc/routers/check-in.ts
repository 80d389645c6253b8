import {
  checkInOverviewInput,
  checkInOverviewSchema,
  recordCheckInsInput,
  recordCheckInsResult,
  registerDeviceInput,
  registerDeviceResult,
  rosterChangesInput,
  rosterChangesSchema,
  rosterInput,
  rosterSchema,
  undoCheckInInput,
  undoCheckInResult,
} from '#shared/contracts/check-in.ts';
import { requirePermission } from '../../services/access/require-access.ts';
import { checkInOverview } from '../../services/check-in/check-in-overview.ts';
import { touchDevices } from '../../services/check-in/door-devices.ts';
import { permittedEvents } from '../../services/check-in/permitted-events.ts';
import { recordCheckIns } from '../../services/check-in/record-check-ins.ts';
import { rosterChanges } from '../../services/check-in/roster-changes.ts';
import { rosterPeople } from '../../services/check-in/roster-people.ts';
import { undoCheckIn } from '../../services/check-in/undo-check-in.ts';
import { loadCodeSigner } from '../../services/personal-code/code-signer.ts';
import { eventRevocations } from '../../services/personal-code/code-versions.ts';
import { router } from '../init.ts';
import { authedProcedure, urgentProcedure } from '../procedures.ts';

/** Door check-in: staff and organizers of the event. */
export const checkInRouter = router({
  // roster and changes are GET requests, so they only read: a link opened by door staff must
  // not be able to add a device (named by whoever made the link) to the organizer's list.

  /** Everything a door device needs to judge scans with no network. */
  roster: authedProcedure
    .input(rosterInput)
    .output(rosterSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::CheckIn::Read');
      const now = ctx.deps.clock.now();
      const { db } = ctx.deps;
      const [signer, people, revocations] = await Promise.all([loadCodeSigner(ctx.deps), rosterPeople(db, event.id), eventRevocations(db, event.id)]);
      return { eventId: event.id, eventName: event.name, key: signer.key, people, revocations, cursor: now.getTime() };
    }),

  /** What changed since a cursor; a door device polls it while online. */
  changes: authedProcedure
    .input(rosterChangesInput)
    .output(rosterChangesSchema)
    .query(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::CheckIn::Read');
      return rosterChanges(ctx.deps.db, input.eventId, input.since, ctx.deps.clock.now());
    }),

  /** A door device lists itself (or its new name) for the organizers, when it downloads the roster. */
  registerDevice: authedProcedure
    .input(registerDeviceInput)
    .output(registerDeviceResult)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requirePermission(ctx, input.eventId, 'Event::CheckIn::Create');
      const device = { eventId: event.id, deviceId: input.deviceId, label: input.deviceLabel, accountId: ctx.account.id, pendingScans: input.pendingScans };
      await touchDevices(ctx.deps.db, [device], ctx.deps.clock.now());
      return { ok: true as const };
    }),

  /** A batch of queued scans (a batch may mix events); each answers accepted, duplicate or rejected. */
  record: urgentProcedure
    .input(recordCheckInsInput)
    .output(recordCheckInsResult)
    .mutation(async ({ ctx, input }) => {
      const permittedEventIds = await permittedEvents(ctx, input.scans.map((scan) => scan.eventId), 'Event::CheckIn::Create');
      const signer = await loadCodeSigner(ctx.deps);
      const results = await recordCheckIns(ctx.deps.db, { callerId: ctx.account.id, scans: input.scans, permittedEventIds, signer, now: ctx.deps.clock.now() });
      return { results };
    }),

  /** Organizers only; queued like a scan. */
  undo: authedProcedure
    .input(undoCheckInInput)
    .output(undoCheckInResult)
    .mutation(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::CheckIn::Undo');
      return undoCheckIn(ctx.deps.db, { ...input, callerId: ctx.account.id, now: ctx.deps.clock.now() });
    }),

  overview: authedProcedure
    .input(checkInOverviewInput)
    .output(checkInOverviewSchema)
    .query(async ({ ctx, input }) => {
      await requirePermission(ctx, input.eventId, 'Event::CheckIn::Read');
      return checkInOverview(ctx.deps.db, input.eventId);
    }),
});

