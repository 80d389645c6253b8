import type { z } from 'zod';
import type { Context } from './context.ts';
import { authedProcedure } from './procedures.ts';

type AuthedContext = Context & { account: NonNullable<Context['account']> };
type CsvInput = { eventId: string; csv: string };

/**
 * The pair every CSV import offers (exhibitors, sponsors, people): importPreview checks the file
 * row by row and changes nothing; importCommit checks it again and writes all of it or nothing.
 * Both first ask `authorize` (which refuses the caller by throwing); what it answers is handed to
 * the service calls, so a commit needing the event does not load it twice.
 */
export function csvImportProcedures<In extends CsvInput, Out, Access>(spec: {
  input: z.ZodType<In, In>;
  output: z.ZodType<Out, Out>;
  authorize: (ctx: AuthedContext, eventId: string) => Promise<Access>;
  preview: (ctx: AuthedContext, input: In, access: Access) => Promise<Out>;
  /** All or nothing, in one transaction (anything to do after it commits, like mail, is the caller's). */
  commit: (ctx: AuthedContext, input: In, access: Access) => Promise<Out>;
}) {
  // tRPC's input and output types are conditional types it cannot resolve for a generic schema
  // here; the casts only restate them (the schemas' own types still reach the client).
  const run = (job: typeof spec.preview) => async ({ ctx, input }: { ctx: AuthedContext; input: unknown }) => {
    const parsed = input as In;
    return (await job(ctx, parsed, await spec.authorize(ctx, parsed.eventId))) as never;
  };
  return {
    importPreview: authedProcedure.input(spec.input).output(spec.output).mutation(run(spec.preview)),
    importCommit: authedProcedure.input(spec.input).output(spec.output).mutation(run(spec.commit)),
  };
}
