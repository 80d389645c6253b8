import { z } from 'zod';
import {
  connectionSchema,
  createConnectionsInput,
  createConnectionsResult,
  listConnectionsResult,
  removeConnectionInput,
  setConnectionNoteInput,
} from '#shared/contracts/connections.ts';
import { removeConnection, setConnectionNote } from '../../services/connections/change-connection.ts';
import { createConnections } from '../../services/connections/create-connections.ts';
import { loadConnections } from '../../services/connections/load-connections.ts';
import { markHeldByScans } from '../../services/meetings/held-by-scan.ts';
import { notifyConnected } from '../../services/connections/notify-connected.ts';
import { loadCodeSigner } from '../../services/personal-code/code-signer.ts';
import { consumeRateLimit } from '../../services/rate-limit.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

/** People I met by scanning their code (the app's /me/scan and /me/connections pages). */
export const connectionRouter = router({
  /** A batch of queued scans; each answers accepted, duplicate (already connected) or rejected. */
  create: authedProcedure
    .input(createConnectionsInput)
    .output(createConnectionsResult)
    .mutation(async ({ ctx, input }) => {
      // Per request: a queue drained offline arrives in a few batches; scraping codes does not.
      await consumeRateLimit(ctx.deps, 'connectionScanPerAccount', ctx.account.id);
      const signer = await loadCodeSigner(ctx.deps);
      const receivedAt = ctx.deps.clock.now();
      const { results, newlyConnected } = await createConnections(ctx.deps.db, { scannerId: ctx.account.id, scans: input.scans, signer, receivedAt });
      await notifyConnected(ctx.deps, ctx.account, newlyConnected, ctx.request.log);
      // Swapping codes at the table counts as "We met" for a meeting the two have then; the
      // connections are made whatever happens to that.
      await markHeldByScans(ctx.deps.db, { scannerId: ctx.account.id, scans: input.scans, answers: results, receivedAt }).catch((error: unknown) =>
        ctx.request.log.warn({ err: error }, 'marking meetings held by a connection scan failed'),
      );
      return { results };
    }),

  list: authedProcedure
    .output(listConnectionsResult)
    .query(async ({ ctx }) => ({ connections: await loadConnections(ctx.deps.db, ctx.account.id) })),

  /** Answers with my side of the connection, note included. */
  setNote: authedProcedure
    .input(setConnectionNoteInput)
    .output(connectionSchema)
    .mutation(({ ctx, input }) =>
      setConnectionNote(ctx.deps.db, { ownerId: ctx.account.id, otherId: input.accountId, note: input.note, idempotencyKey: input.idempotencyKey, now: ctx.deps.clock.now() }),
    ),

  /** From my list only; idempotent. */
  remove: authedProcedure
    .input(removeConnectionInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeConnection(ctx.deps.db, { ownerId: ctx.account.id, otherId: input.accountId });
      return { ok: true as const };
    }),
});
