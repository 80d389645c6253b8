import { z } from 'zod';
import {
  bingoBoardSchema,
  bingoCardSchema,
  bingoEventInput,
  bingoMembersSchema,
  fillBingoInput,
  fillBingoResult,
  myBingoSchema,
  myStatsSchema,
  setupBingoInput,
  undoBingoFillInput,
} from '#shared/contracts/bingo.ts';
import { shuffleTiles } from '#shared/rules/bingo-tiles.ts';
import { bingoMembers } from '../../services/bingo/bingo-members.ts';
import { loadBingoCard } from '../../services/bingo/card-rows.ts';
import { fillBingoTiles } from '../../services/bingo/fill-tiles.ts';
import { loadCompletions, loadMyCompletions, loadMyFills, loadRecentFills } from '../../services/bingo/fill-rows.ts';
import { myStats } from '../../services/bingo/my-stats.ts';
import { requireBingo, requireBingoManager } from '../../services/bingo/require-bingo.ts';
import { setupBingoCard, undoBingoFill } from '../../services/bingo/setup-card.ts';
import { DomainError } from '../../services/domain-error.ts';
import { consumeRateLimitUnits } from '../../services/rate-limit.ts';
import { loadCodeSigner } from '../../services/personal-code/code-signer.ts';
import { router } from '../init.ts';
import { authedProcedure, urgentProcedure } from '../procedures.ts';

const noCardMessage = 'This event has no bingo card yet';

/** Networking bingo: my card and fills, scans (outbox op 'bingo.fill'), and the organizers' setup and board. */
export const bingoRouter = router({
  /** My card: the tiles in my own order (stable for me), my fills and my completions. */
  card: authedProcedure
    .input(bingoEventInput)
    .output(myBingoSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireBingo(ctx, input.eventId);
      const card = await loadBingoCard(ctx.deps.db, event.id);
      if (!card) return { card: null, fills: [], completions: [] };
      const order = shuffleTiles(card.tiles.map((tile) => tile.id), ctx.account.id, card.id);
      const byId = new Map(card.tiles.map((tile) => [tile.id, tile]));
      return {
        card: { ...card, tiles: order.map((id) => byId.get(id) as (typeof card.tiles)[number]) },
        fills: await loadMyFills(ctx.deps.db, card.id, ctx.account.id),
        completions: await loadMyCompletions(ctx.deps.db, card.id, ctx.account.id),
      };
    }),

  /** Account → directory entry of every member who can be on a tile, so the phone judges a scanned person offline. */
  members: authedProcedure
    .input(bingoEventInput)
    .output(bingoMembersSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireBingo(ctx, input.eventId);
      return bingoMembers(ctx.deps.db, event.id, ctx.account.id);
    }),

  /** Outbox op 'bingo.fill': a batch of scans, each applied once; answers each and my completions now. */
  fill: urgentProcedure
    .input(fillBingoInput)
    .output(fillBingoResult)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireBingo(ctx, input.eventId);
      await consumeRateLimitUnits(ctx.deps, 'bingoScanPerAccount', input.scans.length, ctx.account.id);
      const card = await loadBingoCard(ctx.deps.db, event.id);
      if (!card) throw new DomainError('NOT_FOUND', noCardMessage);
      const signer = await loadCodeSigner(ctx.deps);
      const { results, completed } = await fillBingoTiles(ctx.deps.db, { card, scannerId: ctx.account.id, scans: input.scans, signer, now: ctx.deps.clock.now() });
      if (completed) ctx.deps.live.changed({ eventId: event.id, topic: 'bingo', key: card.id });
      return { results, completions: await loadMyCompletions(ctx.deps.db, card.id, ctx.account.id) };
    }),

  /** Organizers: the whole card at once (size, tiles, paused). */
  setup: authedProcedure
    .input(setupBingoInput)
    .output(bingoCardSchema)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireBingoManager(ctx, input.eventId);
      const card = await setupBingoCard(ctx.deps.db, { ...input, eventId: event.id }, ctx.deps.clock.now());
      ctx.deps.live.changed({ eventId: event.id, topic: 'bingo', key: card.id });
      return card;
    }),

  /** Organizers: the card, completions in order of server-confirmed time, the latest fills. */
  board: authedProcedure
    .input(bingoEventInput)
    .output(bingoBoardSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireBingoManager(ctx, input.eventId);
      const card = await loadBingoCard(ctx.deps.db, event.id);
      if (!card) return { card: null, completions: [], fills: [] };
      return { card, completions: await loadCompletions(ctx.deps.db, card.id), fills: await loadRecentFills(ctx.deps.db, card.id) };
    }),

  /** Organizers undo a wrongly recorded tile (the player's completions are re-checked). */
  undoFill: authedProcedure
    .input(undoBingoFillInput)
    .output(z.object({ removed: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireBingoManager(ctx, input.eventId);
      const card = await loadBingoCard(ctx.deps.db, event.id);
      if (!card) throw new DomainError('NOT_FOUND', noCardMessage);
      const removed = await undoBingoFill(ctx.deps.db, card, input.fillId, ctx.deps.clock.now());
      if (removed) ctx.deps.live.changed({ eventId: event.id, topic: 'bingo', key: card.id });
      return { removed: removed !== null };
    }),

  /** /stats: my own numbers across events and games. */
  myStats: authedProcedure.output(myStatsSchema).query(({ ctx }) => myStats(ctx.deps.db, ctx.account.id, ctx.deps.clock.now())),
});
