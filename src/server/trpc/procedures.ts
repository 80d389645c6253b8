import { TRPCError } from '@trpc/server';
import { inUrgentLane } from '../db/pglite-turns.ts';
import type { ServerDeps } from '../deps.ts';
import { baseProcedure } from './init.ts';
import { createReadSlots, type ReadSlots } from './read-slots.ts';

export const publicProcedure = baseProcedure;

const readSlots = new WeakMap<ServerDeps, ReadSlots>();

/** The server's read slots (read-slots.ts): one set per server, made on its first read. */
function readSlotsOf(deps: ServerDeps): ReadSlots {
  let slots = readSlots.get(deps);
  if (!slots) readSlots.set(deps, (slots = createReadSlots()));
  return slots;
}

/**
 * Signed-in callers only; narrows ctx.account to non-null for the resolver. Their queries take
 * one of the server's few read slots (read-slots.ts says why).
 */
export const authedProcedure = baseProcedure.use(({ ctx, type, next }) => {
  if (!ctx.account) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  const signedIn = { ...ctx, account: ctx.account };
  return type === 'query' ? readSlotsOf(ctx.deps)(() => next({ ctx: signedIn })) : next({ ctx: signedIn });
});

/**
 * A write someone stands waiting for (a door scan, a vote, an upvote, a game scan): on the
 * embedded database its statements go ahead of the per-viewer reads queued (pglite-turns.ts).
 */
export const urgentProcedure = authedProcedure.use(({ next }) => inUrgentLane(() => next()));
