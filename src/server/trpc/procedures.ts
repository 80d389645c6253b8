import { TRPCError } from '@trpc/server';
import { baseProcedure } from './init.ts';

export const publicProcedure = baseProcedure;

/** Signed-in callers only; narrows ctx.account to non-null for the resolver. */
export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.account) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return next({ ctx: { ...ctx, account: ctx.account } });
});
