import { z } from 'zod';
import { bingoRules, bingoSizes } from '../rules/bingo-tiles.ts';
import { idSchema, singleLine } from './common.ts';
import { actedAtSchema, idempotencyKeySchema, outboxOutcomeSchema } from './outbox.ts';

// Networking bingo of one event: one card an organizer sets up (3×3, 4×4 or 5×5 tiles, each a
// prompt with a rule the app can check); every attendee fills their own shuffle of it by scanning
// other attendees' personal codes. Scans made offline are queued and sent in batches.

const bingoRuleSchema = z.enum(bingoRules);
const bingoSizeSchema = z.union(bingoSizes.map((size) => z.literal(size)) as [z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>]);

const bingoPromptMaxLength = 80;
const bingoTileSchema = z.object({
  id: idSchema,
  prompt: z.string(),
  rule: bingoRuleSchema,
  tag: z.string().nullable(),
});
export type BingoTile = z.infer<typeof bingoTileSchema>;

export const bingoCardSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  size: bingoSizeSchema,
  /** In the card's order (the organizer's); each attendee sees shuffleTiles() of it. */
  tiles: z.array(bingoTileSchema),
  /** Paused: the card shows, scans are refused. */
  paused: z.boolean(),
});
export type BingoCard = z.infer<typeof bingoCardSchema>;

const bingoFillSchema = z.object({
  id: idSchema,
  tileId: idSchema,
  /** Whom the scan named (another attendee's account). */
  personId: idSchema,
  personName: z.string(),
  /** The device's time held to the believable window, unix ms. */
  scannedAt: z.number().int(),
  /** The device clock was outside that window (wrong, or offline for over a week). */
  clockFlagged: z.boolean(),
  /** When the server accepted it, unix ms: completions are ordered by this. */
  confirmedAt: z.number().int(),
});
export type BingoFill = z.infer<typeof bingoFillSchema>;

const bingoCompletionKinds = ['line', 'card'] as const;
const bingoCompletionSchema = z.object({ kind: z.enum(bingoCompletionKinds), completedAt: z.number().int() });

export const bingoEventInput = z.object({ eventId: idSchema });

/** bingo.card: the card (null until one is set up), my fills and my completions. */
export const myBingoSchema = z.object({
  card: bingoCardSchema.nullable(),
  fills: z.array(bingoFillSchema),
  completions: z.array(bingoCompletionSchema),
});
export type MyBingo = z.infer<typeof myBingoSchema>;

/**
 * bingo.members: which directory entry a personal code's account is, and the lowest code version
 * still valid (older ones were regenerated away), so a phone judges a scan offline. Members whose
 * profile is seen by nobody are not listed (the viewer always is): they cannot be on a tile.
 */
export const bingoMembersSchema = z.object({
  eventId: idSchema,
  members: z.array(z.object({ accountId: idSchema, attendeeId: idSchema, minVersion: z.number().int().min(1) })),
});
export type BingoMembers = z.infer<typeof bingoMembersSchema>;

const bingoScanSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  tileId: idSchema,
  code: singleLine(z.string().max(200)),
  scannedAt: actedAtSchema,
});
export const fillBingoInput = z.object({ eventId: idSchema, scans: z.array(bingoScanSchema).min(1).max(50) });

/**
 * Why a scan filled nothing. forged/not-hallway: not a real personal code; revoked: replaced by a
 * newer code (an old or copied one); self: your own code; not-member: not at this event, or not
 * playing (a profile seen by nobody: left out of bingo.members);
 * misfit: the person does not fit the tile; tile-filled: someone else already fills it;
 * person-used: that person already fills another tile; no-tile: not on the card (any more);
 * paused: the organizers paused bingo; key-reused: the idempotency key was used for another scan.
 */
const bingoRejections = ['forged', 'not-hallway', 'revoked', 'self', 'not-member', 'misfit', 'tile-filled', 'person-used', 'no-tile', 'paused', 'key-reused'] as const;
export type BingoRejection = (typeof bingoRejections)[number];
const bingoScanResultSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  /** duplicate: this tile already holds this very person (another phone of yours, or a replay). */
  outcome: outboxOutcomeSchema,
  reason: z.enum(bingoRejections).nullable(),
  fill: bingoFillSchema.nullable(),
});
export type BingoScanResult = z.infer<typeof bingoScanResultSchema>;
export const fillBingoResult = z.object({ results: z.array(bingoScanResultSchema), completions: z.array(bingoCompletionSchema) });

/** bingo.setup (organizers): the whole card at once; a tile keeps its fills while its id is kept. */
const bingoTileInput = z
  .object({
    id: idSchema.optional(),
    prompt: singleLine(z.string().trim().min(1).max(bingoPromptMaxLength)),
    rule: bingoRuleSchema,
    tag: singleLine(z.string().trim().min(1).max(40)).nullable().default(null),
  })
  .refine((tile) => (tile.rule === 'interest') === (tile.tag !== null), { error: 'An interest tile names one tag; other tiles none', path: ['tag'] });
export const setupBingoInput = z
  .object({ eventId: idSchema, size: bingoSizeSchema, paused: z.boolean().default(false), tiles: z.array(bingoTileInput).min(9).max(25) })
  .refine((card) => card.tiles.length === card.size * card.size, { error: 'A card needs exactly size × size tiles', path: ['tiles'] });

/** The console: the card, completions in order of server-confirmed time, and the latest fills (to undo). */
export const bingoBoardSchema = z.object({
  card: bingoCardSchema.nullable(),
  completions: z.array(bingoCompletionSchema.extend({ accountId: idSchema, name: z.string() })),
  fills: z.array(bingoFillSchema.extend({ accountId: idSchema, name: z.string(), prompt: z.string() })),
});
export type BingoBoard = z.infer<typeof bingoBoardSchema>;
export const undoBingoFillInput = z.object({ eventId: idSchema, fillId: idSchema });

/** /stats: my own numbers across events and games; points are null where activities do not exist. */
export const myStatsSchema = z.object({
  points: z.number().int().nullable(),
  bingoTiles: z.number().int().nonnegative(),
  bingoLines: z.number().int().nonnegative(),
  bingoCards: z.number().int().nonnegative(),
  connections: z.number().int().nonnegative(),
  sessionsAttended: z.number().int().nonnegative(),
  eventsCheckedIn: z.number().int().nonnegative(),
});
export type MyStats = z.infer<typeof myStatsSchema>;
