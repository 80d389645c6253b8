import { TRPCError } from '@trpc/server';
import { inUrgentLane } from '../db/pglite-turns.ts';
import { baseProcedure } from './init.ts';

export const publicProcedure = baseProcedure;

/** Signed-in callers only; narrows ctx.account to non-null for the resolver. */
export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.account) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return next({ ctx: { ...ctx, account: ctx.account } });
});

/**
 * A write someone stands waiting for (a door scan, a vote, an upvote, a game scan): on the
 * embedded database its statements go ahead of the per-viewer reads queued (pglite-turns.ts).
 */
export const urgentProcedure = authedProcedure.use(({ next }) => inUrgentLane(() => next()));
