import { z } from 'zod';
import { cursorSchema, idSchema, pictureSchema, singleLine } from './common.ts';
import { eventRoleSchema } from './event.ts';
import { actedAtSchema, idempotencyKeySchema, outboxOutcomeSchema } from './outbox.ts';
import { codeKeySchema } from './personal-code.ts';

// Door check-in (queued offline through the outbox: see src/client/README.md, "Outbox"). Times are unix milliseconds: two devices can admit
// the same person within the same second, and the earliest scan must win.

/** A door device: a random id it keeps in IndexedDB, and the name staff give it ("Gate B"). */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const deviceLabelSchema = singleLine(z.string().trim().min(1).max(40));
const deviceInput = z.object({ deviceId: deviceIdSchema, deviceLabel: deviceLabelSchema });

const standingCheckInSchema = z.object({ at: z.number().int(), deviceLabel: z.string() });
export type StandingCheckIn = z.infer<typeof standingCheckInSchema>;

/** One member as the door sees them; staff see every member, whatever their profile visibility. */
export const rosterPersonSchema = z.object({
  accountId: idSchema,
  attendeeId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  /** The small thumbnail, so 5,000 of them can be cached on the device. */
  picture: pictureSchema.nullable(),
  role: eventRoleSchema,
  ticketType: z.string(),
  checkIn: standingCheckInSchema.nullable(),
});
export type RosterPerson = z.infer<typeof rosterPersonSchema>;

/** Codes below minVersion are revoked (the holder pressed "Regenerate"). Only accounts above version 1 are listed. */
export const revocationSchema = z.object({ accountId: idSchema, minVersion: z.number().int().min(2) });
export type Revocation = z.infer<typeof revocationSchema>;

/** The roster and its changes are plain reads; the device id and label say who asks. */
export const rosterInput = deviceInput.extend({ eventId: idSchema });
/** A door device names itself to the event's organizers (on download, and after a rename). */
export const registerDeviceInput = deviceInput.extend({
  eventId: idSchema,
  /** Scans the device holds unsent for this event right now (the readiness page shows them); absent: not said. */
  pendingScans: z.number().int().min(0).max(100_000).optional(),
});
export const registerDeviceResult = z.object({ ok: z.literal(true) });
export const rosterSchema = z.object({
  eventId: idSchema,
  eventName: z.string(),
  key: codeKeySchema,
  people: z.array(rosterPersonSchema),
  revocations: z.array(revocationSchema),
  /** Server time of this answer; pass it as `since` to ask for what changed after it. */
  cursor: z.number().int(),
});
export type Roster = z.infer<typeof rosterSchema>;

/** What changed since a cursor: a door device polls this while online instead of re-downloading. */
export const rosterChangesInput = rosterInput.extend({ since: cursorSchema });
export const rosterChangesSchema = z.object({
  /** Members who joined, or whose name, photo, role or ticket changed. */
  people: z.array(rosterPersonSchema),
  /** Members who left or were removed. */
  removedAccountIds: z.array(idSchema),
  /** Check-ins made or undone (null) by any device. */
  checkIns: z.array(z.object({ accountId: idSchema, checkIn: standingCheckInSchema.nullable() })),
  revocations: z.array(revocationSchema),
  checkedIn: z.number().int(),
  total: z.number().int(),
  cursor: z.number().int(),
});
export type RosterChanges = z.infer<typeof rosterChangesSchema>;

const scanMethods = ['scan', 'search'] as const;

/** One admission as the door device recorded it; a scan sends the code, a search the account. */
const checkInScanSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    eventId: idSchema,
    scannedAt: actedAtSchema,
    method: z.enum(scanMethods),
    code: singleLine(z.string().max(200)).optional(),
    accountId: idSchema.optional(),
    deviceId: deviceIdSchema,
    deviceLabel: deviceLabelSchema,
  })
  .refine((scan) => (scan.method === 'scan' ? scan.code !== undefined : scan.accountId !== undefined), {
    message: 'A scan sends the code; a search sends the account id',
  });
export type CheckInScan = z.infer<typeof checkInScanSchema>;

export const recordCheckInsInput = z.object({ scans: z.array(checkInScanSchema).min(1).max(200) });

/** key-reused: the idempotency key was already used for another scan; this one was not applied. */
const checkInRejections = ['not-registered', 'revoked', 'forged', 'not-hallway', 'forbidden', 'key-reused'] as const;
const scanResultSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  outcome: outboxOutcomeSchema,
  reason: z.enum(checkInRejections).nullable(),
  /** The person the code or search named, when they are a member of the event. */
  person: z.object({ accountId: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
  /** For a duplicate: the check-in that stands (the earliest scan, possibly from another device). */
  standing: standingCheckInSchema.nullable(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;
export const recordCheckInsResult = z.object({ results: z.array(scanResultSchema) });

/** Organizers only; queued like a scan, so an undo made offline follows the check-in it undoes. */
export const undoCheckInInput = z.object({
  idempotencyKey: idempotencyKeySchema,
  eventId: idSchema,
  accountId: idSchema,
  undoneAt: actedAtSchema,
});
export const undoCheckInResult = z.object({ outcome: outboxOutcomeSchema });

/**
 * How far a door device's clock was from the server's (device minus server, ms) when it sent a
 * time outside what is believable; null when its time was believed.
 */
const clockSkewSchema = z.number().int().nullable();

const personSummary = z.object({ accountId: idSchema, firstName: z.string(), lastName: z.string(), picture: pictureSchema.nullable() });

/** The organizer's live view of one event's doors. */
export const checkInOverviewInput = z.object({ eventId: idSchema });
export const checkInOverviewSchema = z.object({
  checkedIn: z.number().int(),
  total: z.number().int(),
  recent: z.array(
    z.object({
      id: idSchema,
      person: personSummary,
      /** The time the scan counts at: the device's, held near the server's. */
      scannedAt: z.number().int(),
      /** The device's time as it sent it. */
      deviceScannedAt: z.number().int(),
      receivedAt: z.number().int(),
      clockSkewMs: clockSkewSchema,
      deviceLabel: z.string(),
      method: z.enum(scanMethods),
      /** Whether this scan is the standing check-in, a duplicate of one, or was undone. */
      status: z.enum(['checked-in', 'duplicate', 'undone']),
    }),
  ),
  duplicates: z.array(
    z.object({
      id: idSchema,
      person: personSummary,
      scannedAt: z.number().int(),
      deviceLabel: z.string(),
      standing: standingCheckInSchema,
    }),
  ),
  devices: z.array(
    z.object({
      deviceId: deviceIdSchema,
      label: z.string(),
      lastSyncAt: z.number().int(),
      scans: z.number().int(),
      /** From the device's latest scan: its clock is off by this much. */
      clockSkewMs: clockSkewSchema,
    }),
  ),
});
export type CheckInOverview = z.infer<typeof checkInOverviewSchema>;
