import * as z from 'zod/mini';
import type { Revocation, RosterPerson } from '#shared/contracts/check-in.ts';
import type { CodeKey } from '#shared/contracts/personal-code.ts';

// What a door device keeps in IndexedDB, read back through zod/mini twins of the shared
// contracts (data read back from storage is untrusted): a record written by an older build, or damaged, is dropped and
// downloaded again, never trusted and never a crash. Each record carries a version.

export const deviceRecordVersion = 1;

const id = z.uuid();
const standing = z.object({ at: z.int(), deviceLabel: z.string() });

export const rosterPersonSchema = z.object({
  accountId: id,
  attendeeId: id,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  picture: z.nullable(z.object({ src: z.string().check(z.minLength(1), z.maxLength(2048)) })),
  role: z.enum(['attendee', 'speaker', 'exhibitor', 'staff', 'organizer']),
  ticketType: z.string(),
  checkIn: z.nullable(standing),
}) satisfies z.ZodMiniType<RosterPerson>;

export const revocationSchema = z.object({ accountId: id, minVersion: z.int().check(z.minimum(2)) }) satisfies z.ZodMiniType<Revocation>;

export const codeKeySchema = z.object({
  keyId: z.string().check(z.minLength(1), z.maxLength(40)),
  publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
}) satisfies z.ZodMiniType<CodeKey>;

/** The roster as downloaded, kept up to date by the changes feed. */
export const storedRosterSchema = z.object({
  version: z.literal(deviceRecordVersion),
  eventId: id,
  eventName: z.string(),
  key: codeKeySchema,
  people: z.array(rosterPersonSchema),
  revocations: z.array(revocationSchema),
  /** The server cursor the people and revocations are current to. */
  cursor: z.int(),
  /** Device time of the last successful download or changes poll. */
  syncedAt: z.number(),
});
export type StoredRoster = z.infer<typeof storedRosterSchema>;

const idempotencyKey = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
const actionState = z.enum(['pending', 'accepted', 'duplicate', 'rejected']);

/** A check-in or undo made on this device, applied on top of the roster until the server has it. */
const localActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('check-in'),
    idempotencyKey,
    entryId: z.nullable(z.string()),
    accountId: id,
    at: z.number(),
    deviceLabel: z.string(),
    method: z.enum(['scan', 'search']),
    state: actionState,
  }),
  z.object({
    kind: z.literal('undo'),
    idempotencyKey,
    entryId: z.nullable(z.string()),
    accountId: id,
    at: z.number(),
    state: actionState,
  }),
]);
export type LocalAction = z.infer<typeof localActionSchema>;
export type LocalCheckIn = Extract<LocalAction, { kind: 'check-in' }>;

export const localLogSchema = z.object({ version: z.literal(deviceRecordVersion), actions: z.array(localActionSchema) });

/** This device: a random id it keeps, and the name staff give it. */
export const deviceSchema = z.object({
  version: z.literal(deviceRecordVersion),
  deviceId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  deviceLabel: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export type DeviceIdentity = Omit<z.infer<typeof deviceSchema>, 'version'>;
